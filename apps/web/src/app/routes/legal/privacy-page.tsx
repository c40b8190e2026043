import { LegalPage, useLegalPageLanguage } from './legal-page';
import { PRIVACY_POLICY_TEXTS as T } from './legal-texts';

/** The built-in privacy policy, shown when the company configured none of its own (PRIVACY_URL). */
export function PrivacyPage() {
  const ready = useLegalPageLanguage();
  if (!ready) return null;
  return (
    <LegalPage title={T.title} other={{ to: '/terms', label: T.readOther }}>
      <p>{T.intro}</p>

      <h3>{T.collectedHeading}</h3>
      <ul>
        <li>{T.collectedContact}</li>
        <li>{T.collectedRecordings}</li>
        <li>{T.collectedTranscripts}</li>
        <li>{T.collectedDevice}</li>
        <li>{T.collectedConsent}</li>
      </ul>
      <p>{T.blur}</p>

      <h3>{T.whoHeading}</h3>
      <p>{T.whoBody}</p>

      <h3>{T.automatedHeading}</h3>
      <p>{T.automatedBody}</p>

      <h3>{T.keptHeading}</h3>
      <p>{T.keptBody}</p>

      <h3>{T.deletedHeading}</h3>
      <p>{T.deletedBody}</p>
    </LegalPage>
  );
}
