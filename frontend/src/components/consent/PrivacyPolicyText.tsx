import type { ReactNode } from 'react';
import { CONTACT_EMAIL, PRODUCT_NAME } from '../../lib/brand';

/** A numbered section of a legal text. */
export function LegalSection({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`legal-${n}`} className="space-y-2">
      <h2 id={`legal-${n}`} className="text-base font-semibold text-white">
        {n}. {title}
      </h2>
      <div className="space-y-2 text-sm leading-relaxed text-slate-300">{children}</div>
    </section>
  );
}

export function effectiveDate(now = new Date()): string {
  return now.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

const mail = (
  <a href={`mailto:${CONTACT_EMAIL}`} className="text-violet-300 underline underline-offset-4 hover:text-violet-200">
    {CONTACT_EMAIL}
  </a>
);

/**
 * The privacy policy's 12 sections (visitor-app.md §1, §2 Footer). Section 7 says exactly what
 * 'Delete my account' does on the server (internal/account Delete); keep the two in step.
 */
export function PrivacyPolicyText() {
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-300">Effective date: {effectiveDate()}</p>
      <LegalSection n={1} title="Data Controller">
        <p>
          {PRODUCT_NAME} is the controller of the personal data processed through this app. We are committed to the
          General Data Protection Regulation (GDPR); your data is processed in the EU/EEA.
        </p>
      </LegalSection>
      <LegalSection n={2} title="Data We Collect">
        <p>
          Your e-mail address (to sign you in), the username you choose, your votes on sets, the notes you write, the
          groups you create or join and the invitations you send or receive, your private calendar feed links, and
          your sign-in sessions (when they started and the browser's user-agent text), the private pins you put on
          a festival map, and the meeting points you drop for a group. We do not collect payment data or contacts.
        </p>
        <p>
          Your location: only when you allow it in your browser does the Map tab show where you are, and that
          position stays on your device. It reaches us only while you share it with one of your groups (see
          Data Sharing).
        </p>
      </LegalSection>
      <LegalSection n={3} title="Legal Basis for Processing">
        <p>
          We process your data to provide the service you signed up for (performance of a contract, Art. 6(1)(b)
          GDPR) and, for optional storage in your browser, on the basis of your consent (Art. 6(1)(a)), which you can
          withdraw at any time.
        </p>
      </LegalSection>
      <LegalSection n={4} title="How We Use Your Data">
        <p>
          To sign you in, to count your votes in the sets' tallies, to show your notes to you and to members of
          groups you share, to show your groups how you voted, and to build your schedule and calendar feed. We never
          sell your data or use it for advertising.
        </p>
      </LegalSection>
      <LegalSection n={5} title="Data Sharing">
        <p>
          Your data is shared only within your voting groups: members of a group you joined see your username, your
          votes and your notes; the group's creator also sees your e-mail address. Everyone else sees only vote
          totals. Nothing is shared with a group before you accept its invitation.
        </p>
        <p>
          Sharing your position (opt-in, per group): when you choose "Share my position" on the Map tab, your
          latest position (latitude, longitude and how exact it is) and when it was sent are shown to the members of
          that one group, with your username, for the time you choose: 1 hour, 4 hours or until the end of the
          festival day. Nobody else sees it, not the festival staff either. We keep only the latest position, never
          a history. To stop, press Stop on the "Sharing with" badge on the Map tab, or leave the group; the
          position is deleted at once, and also when the chosen time is up and when you delete your account.
        </p>
      </LegalSection>
      <LegalSection n={6} title="Data Retention">
        <p>
          We keep your data while your account is active. Voting data and notes are kept for the festival season and
          possibly longer, unless you request deletion. Sign-in codes expire after 10 minutes; sessions end when you
          sign out or after a period without use.
        </p>
      </LegalSection>
      <LegalSection n={7} title="Your Rights Under GDPR">
        <p>
          You may access, correct, export and delete your data, restrict or object to its processing, and lodge a
          complaint with a supervisory authority. On your Profile page you can change your username, sign out
          everywhere (which ends every session of your account) and download your data as a JSON file (your profile,
          votes, notes, groups, invitations, invite links, calendar feeds and sessions).
        </p>
        <p>
          'Delete my account' removes, at once and in one step: your account (e-mail address and username), your
          votes (they leave the sets' vote totals), your notes, your group memberships, the invitations you sent or
          received, the invite links you created, your calendar feeds, your sessions, your sign-in codes and the
          rate-limit counters kept for your address. A group you created passes to its longest-standing member, who
          becomes its creator; a group with no other member is deleted. Sets, artists or roles you created as staff
          stay, without your name; your admin role ends, and the admin audit log keeps the changes you made as staff
          but replaces your id, e-mail address and username in it with "deleted user". Signing in again with the same
          address starts a new, empty account.
        </p>
      </LegalSection>
      <LegalSection n={8} title="Cookies and Local Storage">
        <p>
          We use only essential storage: the sign-in session cookie and your cookie consent record. Optional
          categories (preferences, analytics, marketing) are used only if you allow them under Cookie Preferences;
          we use no analytics, advertising or third-party tracking. See the Cookie Policy for details.
        </p>
      </LegalSection>
      <LegalSection n={9} title="Data Security">
        <p>
          Connections are encrypted, session tokens and invite and sign-in codes are stored only as hashes, and access
          to data is checked on the server for every request.
        </p>
      </LegalSection>
      <LegalSection n={10} title="International Transfers">
        <p>Your data is processed and stored in the EU/EEA and is not transferred outside it.</p>
      </LegalSection>
      <LegalSection n={11} title="Contact Us">
        <p>For questions about your data or to exercise your rights, write to {mail}.</p>
      </LegalSection>
      <LegalSection n={12} title="Updates to This Policy">
        <p>
          We may update this policy. Material changes are announced in the app before they take effect, and the
          effective date above changes with each update.
        </p>
      </LegalSection>
    </div>
  );
}
