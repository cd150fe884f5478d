import { effectiveDate, LegalSection } from '../../components/consent/PrivacyPolicyText';
import { CONTACT_EMAIL } from '../../lib/brand';
import { LegalPage } from './LegalPage';

/** /cookies: the Cookie Policy's sections 1 to 9 (visitor-app.md §2) and 'Back to App'. */
export function CookiePolicyRoute() {
  return (
    <LegalPage title="Cookie Policy">
      <p className="text-sm text-slate-300">Effective date: {effectiveDate()}</p>
      <LegalSection n={1} title="What Are Cookies">
        <p>
          Cookies are small text files a website stores in your browser. Local storage and IndexedDB are similar
          browser storage that only this site can read.
        </p>
      </LegalSection>
      <LegalSection n={2} title="How We Use Cookies">
        <p>We use browser storage only to make the app work: to keep you signed in and to remember your choices.</p>
      </LegalSection>
      <LegalSection n={3} title="Types of Cookies We Use">
        <ul className="list-disc space-y-1 pl-5">
          <li>
            <strong>Session cookie</strong> (essential): keeps you signed in; HTTP-only, ends when you sign out or after
            a period without use.
          </li>
          <li>
            <strong>Consent record</strong> (essential, key gdpr-consent): your cookie choices, kept until you revoke
            them (a cookie on our domain for up to 365 days, or local storage).
          </li>
          <li>
            <strong>Sidebar state</strong> (preferences): whether a side panel was open, kept 7 days in local storage,
            only when you allow preferences.
          </li>
          <li>
            <strong>Offline storage</strong> (essential): festival data, votes and notes kept on your device so the app
            works without a connection.
          </li>
        </ul>
      </LegalSection>
      <LegalSection n={4} title="What We Don't Use">
        <p>No analytics, no advertising cookies and no third-party tracking.</p>
      </LegalSection>
      <LegalSection n={5} title="Managing Your Preferences">
        <p>
          Choose in the cookie banner, change your choice at any time with the Cookie Preferences button in the footer,
          or withdraw it with Reset Consent (the banner then asks again). Your browser's settings can also block or
          delete cookies.
        </p>
      </LegalSection>
      <LegalSection n={6} title="Impact of Blocking Cookies">
        <p>Without essential storage you cannot stay signed in, and the app will ask for your consent on every visit.</p>
      </LegalSection>
      <LegalSection n={7} title="Third-Party Cookies">
        <p>None. All storage is set by this site.</p>
      </LegalSection>
      <LegalSection n={8} title="Updates to This Policy">
        <p>We will update this policy when our use of storage changes; the effective date above shows the version.</p>
      </LegalSection>
      <LegalSection n={9} title="Contact Us">
        <p>
          Questions about cookies:{' '}
          <a href={`mailto:${CONTACT_EMAIL}`} className="text-violet-300 underline underline-offset-4">
            {CONTACT_EMAIL}
          </a>
          .
        </p>
      </LegalSection>
    </LegalPage>
  );
}
