// Slugs as the server derives and checks them (admin_festivals.graphqls), so the form can show
// the derived slug while the user types and the spec's messages before a round trip.

/** lower-case, trim, runs of non-alphanumerics become one hyphen, no leading/trailing hyphen. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const MSG_SLUG = 'Slug must contain only lowercase letters, numbers, and hyphens';

export function isValidSlug(slug: string): boolean {
  return slugPattern.test(slug);
}

/**
 * The slug follows the name while it is empty or still equals the slug derived from the previous
 * name (spec §4); otherwise the user's slug is kept.
 */
export function followSlug(previousName: string, nextName: string, slug: string): string {
  if (slug === '' || slug === slugify(previousName)) return slugify(nextName);
  return slug;
}
