import { createBrowserRouter, type RouteObject } from 'react-router';
import { Spinner } from '../shared/ui/spinner';
import { PageLayout } from './layouts/page-layout';
import { OnboardingPlaceholder } from './routes/interview/onboarding-placeholder';
import { LandingPage } from './routes/landing';
import { NotFoundPage } from './routes/not-found';
import { RouteError } from './routes/route-error';
import { UnauthorizedPage } from './routes/unauthorized';

export const ROUTER_BASENAME = '/v1';

export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteError />,
    // Shown while a lazy route module (the recruiter area) loads on a first visit.
    hydrateFallbackElement: <Spinner fullScreen />,
    children: [
      { index: true, element: <LandingPage /> },
      {
        // Pathless so that bare /interview falls through to the 404 page instead of an empty layout.
        element: <PageLayout />,
        children: [{ path: 'interview/onboarding/:applicantGuid', element: <OnboardingPlaceholder /> }],
      },
      {
        path: 'recruiter',
        lazy: async () => {
          const { RecruiterHome } = await import('./routes/recruiter/recruiter-home');
          return { Component: RecruiterHome };
        },
      },
      { path: 'recruiter/unauthorized', element: <UnauthorizedPage /> },
      { path: 'unauthorized', element: <UnauthorizedPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes, { basename: ROUTER_BASENAME });
}
