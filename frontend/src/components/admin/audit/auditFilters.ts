// The audit screen's filters, kept in the address (?kind=SET&actor=ada) so a filtered view can
// be linked and the route's loader reads them.

export type AuditKindOption = 'FESTIVAL' | 'EDITION' | 'STAGE' | 'SET' | 'ARTIST' | 'IMPORT' | 'ROLE';

export const KIND_LABELS: Record<AuditKindOption, string> = {
  FESTIVAL: 'Festival',
  EDITION: 'Edition',
  STAGE: 'Stage',
  SET: 'Set',
  ARTIST: 'Artist',
  IMPORT: 'Import',
  ROLE: 'Role',
};

/** The kinds an audit screen offers: an edition has no festivals, artists or roles; roles only for admins. */
export function kindsFor(scope: 'site' | 'edition', isAdmin: boolean): AuditKindOption[] {
  if (scope === 'edition') return ['EDITION', 'STAGE', 'SET', 'IMPORT'];
  const all: AuditKindOption[] = ['FESTIVAL', 'EDITION', 'STAGE', 'SET', 'ARTIST', 'IMPORT'];
  return isAdmin ? [...all, 'ROLE'] : all;
}

export type AuditFilters = { kind: AuditKindOption | null; actor: string | null };

/** The filters of an address; an unknown kind or a blank actor is no filter (the server caps the actor at 100). */
export function parseAuditFilters(params: URLSearchParams): AuditFilters {
  const kind = params.get('kind');
  const actor = (params.get('actor') ?? '').trim().slice(0, 100);
  return {
    kind: kind && kind in KIND_LABELS ? (kind as AuditKindOption) : null,
    actor: actor === '' ? null : actor,
  };
}

/** params with the filters set (and blank ones removed). */
export function withAuditFilters(params: URLSearchParams, filters: AuditFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  if (filters.kind) next.set('kind', filters.kind);
  else next.delete('kind');
  const actor = filters.actor?.trim() ?? '';
  if (actor) next.set('actor', actor);
  else next.delete('actor');
  return next;
}

/** Page size of the audit screens. */
export const AUDIT_PAGE_SIZE = 25;
