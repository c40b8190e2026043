import { LegalPage, useLegalPageLanguage } from './legal-page';
import { TERMS_OF_USE_TEXTS as T } from './legal-texts';

/** The built-in terms of use, shown when the company configured none of its own (TERMS_URL). */
export function TermsPage() {
  const ready = useLegalPageLanguage();
  if (!ready) return null;
  return (
    <LegalPage title={T.title} other={{ to: '/privacy', label: T.readOther }}>
      <p>{T.intro}</p>

      <h3>{T.yourPartHeading}</h3>
      <ul>
        <li>{T.yourPartOwnWords}</li>
        <li>{T.yourPartOnlyYou}</li>
        <li>{T.yourPartPersonalLink}</li>
        <li>{T.yourPartNoDisturbing}</li>
      </ul>

      <h3>{T.consentHeading}</h3>
      <p>{T.consentBody}</p>

      <h3>{T.recordingHeading}</h3>
      <ul>
        <li>{T.recordingStart}</li>
        <li>{T.recordingLimits}</li>
        <li>{T.recordingUpload}</li>
      </ul>

      <h3>{T.decidesHeading}</h3>
      <p>{T.decidesBody}</p>

      <h3>{T.needHeading}</h3>
      <p>{T.needBody}</p>

      <h3>{T.changesHeading}</h3>
      <p>{T.changesBody}</p>
    </LegalPage>
  );
}
