import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError } from '../../shared/lib/is-chunk-load-error';
import { StatusPage } from '../../shared/ui/status-page';
import { HomeLink } from './home-link';
import { NotFoundPage } from './not-found';
import { UnauthorizedPage } from './unauthorized';

function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}

export function RouteError() {
  const error = useRouteError();

  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundPage />;
    if (error.status === 401) return <UnauthorizedPage />;
    return (
      <StatusPage
        code={String(error.status)}
        title={error.statusText || 'Error'}
        message={describeError(error.data)}
        actions={<HomeLink />}
      />
    );
  }

  if (isChunkLoadError(error)) {
    return (
      <StatusPage
        title="A new version is available"
        message="Part of the application could not be loaded, usually because it was updated. Reload the page to continue."
        actions={
          <button type="button" className="button" onClick={() => window.location.reload()}>
            Reload
          </button>
        }
      />
    );
  }

  return (
    <StatusPage title="Unexpected Application Error" message={describeError(error)} actions={<HomeLink />} />
  );
}
