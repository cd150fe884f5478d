// The active admin tab from the path (spec §2): festivals, content, analytics, admins, else artists.
export type AdminTab = 'artists' | 'festivals' | 'content' | 'analytics' | 'admins';

export function tabFromPath(pathname: string): AdminTab {
  for (const tab of ['festivals', 'content', 'analytics', 'admins'] as const) {
    if (pathname.includes(tab)) return tab;
  }
  return 'artists';
}
