import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { EmbeddingBridge } from '../features/embedding/embedding-bridge';
import { initIframeToken } from '../features/embedding/iframe';
import { AlreadyCompletedPage } from '../features/interview-end/already-completed';
import { InterviewSuccessPage } from '../features/interview-end/interview-success';
import { Spinner } from '../shared/ui/spinner';
import { AccessGuard } from './guards/access-guard';
import { PageLayout } from './layouts/page-layout';
import { OnboardingPlaceholder } from './routes/interview/onboarding-placeholder';
import { LandingPage } from './routes/landing';
import { NotFoundPage } from './routes/not-found';
import { RouteError } from './routes/route-error';
import { UnauthorizedPage } from './routes/unauthorized';

export const ROUTER_BASENAME = '/v1';

/** The root route's element: the embedding bridge (inert outside an iframe) beside every page. */
function AppRoot() {
  return (
    <>
      <EmbeddingBridge />
      <Outlet />
    </>
  );
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppRoot />,
    errorElement: <RouteError />,
    // Shown while a lazy route module (the recruiter area) loads on a first visit.
    hydrateFallbackElement: <Spinner fullScreen />,
    children: [
      { index: true, element: <LandingPage /> },
      {
        // Pathless so that bare /interview falls through to the 404 page instead of an empty layout.
        element: <PageLayout />,
        children: [
          { path: 'interview/onboarding/:applicantGuid', element: <OnboardingPlaceholder /> },
          { path: 'interview/success', element: <InterviewSuccessPage /> },
          { path: 'interview/already-completed', element: <AlreadyCompletedPage /> },
        ],
      },
      {
        path: 'recruiter',
        lazy: async () => {
          const { RecruiterHome } = await import('./routes/recruiter/recruiter-home');
          // Spec §6: the recruiter area is a protected screen.
          return {
            Component: function GuardedRecruiterHome() {
              return (
                <AccessGuard>
                  <RecruiterHome />
                </AccessGuard>
              );
            },
          };
        },
      },
      { path: 'recruiter/unauthorized', element: <UnauthorizedPage /> },
      { path: 'unauthorized', element: <UnauthorizedPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  // Inside an iframe, take jtToken out of the address into session storage before any route reads it.
  initIframeToken();
  return createBrowserRouter(routes, { basename: ROUTER_BASENAME });
}
