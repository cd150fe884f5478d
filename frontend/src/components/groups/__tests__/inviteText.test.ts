import { describe, expect, it } from 'vitest';
import { inviteLink, inviteReasonText, withoutInviteParam } from '../inviteText';

describe('inviteReasonText', () => {
  it('words each refusal reason as the spec does', () => {
    expect(inviteReasonText('invite_expired')).toBe('This invite link has expired');
    expect(inviteReasonText('invite_overused')).toBe('This invite link has reached its usage limit');
    expect(inviteReasonText('invite_deactivated')).toBe('This invite link has been deactivated');
  });

  it('reads any other reason as no longer valid', () => {
    expect(inviteReasonText('invite_not_found')).toBe('This invite link is no longer valid');
    expect(inviteReasonText('something_new')).toBe('This invite link is no longer valid');
    expect(inviteReasonText(null)).toBe('This invite link is no longer valid');
    expect(inviteReasonText(undefined)).toBe('This invite link is no longer valid');
  });
});

describe('inviteLink', () => {
  it("is origin + '/?invite=' + token", () => {
    expect(inviteLink('https://festivals.example', 'abc-123')).toBe('https://festivals.example/?invite=abc-123');
  });

  it('escapes a token that would break the address', () => {
    expect(inviteLink('http://localhost:8080', 'a&b=c')).toBe('http://localhost:8080/?invite=a%26b%3Dc');
  });
});

describe('withoutInviteParam', () => {
  it('drops invite and keeps the rest', () => {
    expect(withoutInviteParam('/', '?invite=tok')).toBe('/');
    expect(withoutInviteParam('/sets', '?sort=name-asc&invite=tok&stages=S1', '#top')).toBe(
      '/sets?sort=name-asc&stages=S1#top',
    );
    expect(withoutInviteParam('/x', '')).toBe('/x');
  });
});
