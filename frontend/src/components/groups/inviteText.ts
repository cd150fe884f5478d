// Texts of the invite flow (visitor-app.md §8 "Sign-in and invites"), kept pure for tests.

/** Why an invite was refused, as the spec words it; unknown reasons read as 'no longer valid'. */
export function inviteReasonText(reason: string | null | undefined): string {
  switch (reason) {
    case 'invite_expired':
      return 'This invite link has expired';
    case 'invite_overused':
      return 'This invite link has reached its usage limit';
    case 'invite_deactivated':
      return 'This invite link has been deactivated';
    default:
      return 'This invite link is no longer valid';
  }
}

/** The shareable link of an invite token: origin + '/?invite=' + token. */
export function inviteLink(origin: string, token: string): string {
  return `${origin}/?invite=${encodeURIComponent(token)}`;
}

/** The address without ?invite= (other parameters and the hash kept), for history.replaceState. */
export function withoutInviteParam(pathname: string, search: string, hash = ''): string {
  const params = new URLSearchParams(search);
  params.delete('invite');
  const rest = params.toString();
  return pathname + (rest ? `?${rest}` : '') + hash;
}
