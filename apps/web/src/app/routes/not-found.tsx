import { APPLICANT_MESSAGES } from '../../shared/i18n/applicant-i18n';
import { usePublicPageLanguage } from '../../shared/i18n/public-page-language';
import { StatusPage } from '../../shared/ui/status-page';
import { HomeLink } from './home-link';
import { STATUS_PAGE_TEXTS as T } from './status-texts';

/** In this tab's interview's language, else the browser's (`usePublicPageLanguage`). */
export function NotFoundPage() {
  const ready = usePublicPageLanguage();
  if (!ready) return null;
  return (
    <StatusPage
      code="404"
      title={T.notFoundTitle}
      message={APPLICANT_MESSAGES.notFound}
      hint={T.notFoundHint}
      actions={<HomeLink />}
    />
  );
}
