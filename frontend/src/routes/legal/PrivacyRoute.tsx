import { PrivacyPolicyText } from '../../components/consent/PrivacyPolicyText';
import { LegalPage } from './LegalPage';

/** /privacy: the same 12 sections as the footer's dialog. */
export function PrivacyRoute() {
  return (
    <LegalPage title="Privacy Policy">
      <PrivacyPolicyText />
    </LegalPage>
  );
}
