// Header greeting (visitor-app.md §2 and §9: thresholds 12:00 and 18:00, local time).

export type GreetingViewer = { username?: string | null; email?: string | null };

/** 'Good morning' before 12:00, 'Good afternoon' before 18:00, else 'Good evening'. */
export function timeOfDayGreeting(now: Date): string {
  const hour = now.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** The name to greet: the username, else the e-mail before the '@', else 'there'. */
export function displayName(viewer: GreetingViewer | null | undefined): string {
  const username = viewer?.username?.trim();
  if (username) return username;
  const local = viewer?.email?.split('@')[0]?.trim();
  if (local) return local;
  return 'there';
}

export function greeting(now: Date, viewer: GreetingViewer | null | undefined): string {
  return `${timeOfDayGreeting(now)}, ${displayName(viewer)}`;
}

/** Up to two upper-case initials for the avatar (from the username or the e-mail's local part). */
export function initials(viewer: GreetingViewer | null | undefined): string {
  const name = displayName(viewer);
  if (name === 'there') return '?';
  const parts = name.split(/[-_.\s]+/).filter(Boolean);
  const letters = parts.length > 1 ? parts[0][0] + parts[1][0] : name.slice(0, 2);
  return letters.toUpperCase();
}
