import { effectiveDate, LegalSection } from '../../components/consent/PrivacyPolicyText';
import { CONTACT_EMAIL, PRODUCT_NAME } from '../../lib/brand';
import { LegalPage } from './LegalPage';

/** /terms: the terms of service (visitor-app.md §1: one account per person, 30 days' notice). */
export function TermsRoute() {
  return (
    <LegalPage title="Terms of Service">
      <p className="text-sm text-slate-300">Effective date: {effectiveDate()}</p>
      <LegalSection n={1} title="The Service">
        <p>
          {PRODUCT_NAME} lets festival-goers browse festivals, vote on sets, keep notes and compare votes with friends in
          groups. The service is free and offered as it is.
        </p>
      </LegalSection>
      <LegalSection n={2} title="Your Account">
        <p>
          You sign in with your e-mail address. You may hold only one account; more than one account per person is not
          allowed. Keep access to your e-mail address safe: whoever can read it can sign in as you.
        </p>
      </LegalSection>
      <LegalSection n={3} title="Acceptable Use">
        <p>
          Vote honestly, keep notes respectful, and do not try to manipulate tallies, overload the service or reach data
          that is not yours. We may suspend accounts that break these terms.
        </p>
      </LegalSection>
      <LegalSection n={4} title="Your Content">
        <p>
          Your votes and notes remain yours. You allow us to store them and to show them as the Privacy Policy
          describes (vote totals to everyone, your votes and notes to your groups).
        </p>
      </LegalSection>
      <LegalSection n={5} title="Ending Your Account">
        <p>You can delete your account at any time on your Profile page; the Privacy Policy says what that removes.</p>
      </LegalSection>
      <LegalSection n={6} title="Liability">
        <p>
          Set times and line-ups come from the festivals and can change; check with the festival before you travel. We
          are not liable for missed sets.
        </p>
      </LegalSection>
      <LegalSection n={7} title="Changes to These Terms">
        <p>We will give at least 30 days notice of material changes to these terms, in the app.</p>
      </LegalSection>
      <LegalSection n={8} title="Contact">
        <p>
          Questions:{' '}
          <a href={`mailto:${CONTACT_EMAIL}`} className="text-violet-300 underline underline-offset-4">
            {CONTACT_EMAIL}
          </a>
          .
        </p>
      </LegalSection>
    </LegalPage>
  );
}
