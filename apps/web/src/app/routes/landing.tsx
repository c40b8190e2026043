import { Link } from 'react-router';
import { usePublicPageLanguage } from '../../shared/i18n/public-page-language';
import { PageLayout } from '../../shared/ui/page-layout';
import { STATUS_PAGE_TEXTS as T } from './status-texts';

/** The product's home page, in this tab's interview's language, else the browser's (`usePublicPageLanguage`). */
export function LandingPage() {
  const ready = usePublicPageLanguage();
  if (!ready) return null;
  return (
    <PageLayout>
      <h2>{T.landingHeading}</h2>
      <p>{T.landingIntro}</p>
      <p>
        <Link to="/recruiter">{T.recruiterArea}</Link>
      </p>
    </PageLayout>
  );
}
