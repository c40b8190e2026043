import { isRouteErrorResponse, useRouteError } from 'react-router';
import { DEFAULT_LANGUAGE } from '@vi/contracts';
import { activeApplicantLanguage } from '../../shared/i18n/applicant-i18n';
import { usePublicPageLanguage } from '../../shared/i18n/public-page-language';
import { isChunkLoadError } from '../../shared/lib/is-chunk-load-error';
import { StatusPage } from '../../shared/ui/status-page';
import { HomeLink } from './home-link';
import { NotFoundPage } from './not-found';
import { STATUS_PAGE_TEXTS as T } from './status-texts';
import { UnauthorizedPage } from './unauthorized';

/** The error's own words: a detail for whoever reports it, as the code wrote it (not translated). */
function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return T.unknownError;
}

/** In this tab's interview's language, else the browser's (`usePublicPageLanguage`). */
export function RouteError() {
  const error = useRouteError();
  const ready = usePublicPageLanguage();
  if (!ready) return null;

  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundPage />;
    if (error.status === 401) return <UnauthorizedPage />;
    // The status text is HTTP's English reason phrase: shown on an English page only.
    const english = activeApplicantLanguage() === DEFAULT_LANGUAGE;
    return (
      <StatusPage
        code={String(error.status)}
        title={(english && error.statusText) || T.errorTitle}
        message={describeError(error.data)}
        actions={<HomeLink />}
      />
    );
  }

  if (isChunkLoadError(error)) {
    return (
      <StatusPage
        title={T.newVersionTitle}
        message={T.newVersionMessage}
        actions={
          <button type="button" className="button" onClick={() => window.location.reload()}>
            {T.reload}
          </button>
        }
      />
    );
  }

  return <StatusPage title={T.unexpectedTitle} message={describeError(error)} actions={<HomeLink />} />;
}
