import { useLocation } from 'react-router';
import { APPLICANT_SHARED_UI_TEXTS } from '../../shared/i18n/applicant-ui-texts';
import { ApplicantLanguageSwitch } from '../../shared/ui/applicant-language-switch';
import { PageLayout } from '../../shared/ui/page-layout';
import { SharedUiTextsProvider } from '../../shared/ui/shared-ui-texts';

/** The interview's own pages, where the applicant may change the interface language. */
const INTERVIEW_PAGES = /^\/interview\/(onboarding|practice|questions)(\/|$)/;

/** The applicant's page layout: the language switch in its header on the interview's pages. */
export function ApplicantPageLayout() {
  const { pathname } = useLocation();
  return (
    <SharedUiTextsProvider value={APPLICANT_SHARED_UI_TEXTS}>
      <PageLayout headerContent={INTERVIEW_PAGES.test(pathname) ? <ApplicantLanguageSwitch /> : undefined} />
    </SharedUiTextsProvider>
  );
}
