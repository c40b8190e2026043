import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { EmbeddingBridge } from '../features/embedding/embedding-bridge';
import { initIframeToken, isInIframe } from '../features/embedding/iframe';
import { setPendingSignIn } from '../features/sign-in/pending-sign-in';
import { AlreadyCompletedPage } from '../features/interview-end/already-completed';
import { restoreApplicantLanguage } from '../shared/i18n/applicant-i18n';
import { takeTokenFromAddress } from '../shared/lib/address-token';
import { Spinner } from '../shared/ui/spinner';
import { accountRoutes } from './routes/account-routes';
import { InterviewSuccessRoute } from './routes/interview-success-route';
import { ApplicantPageLayout } from './routes/applicant-page-layout';
import { LandingPage } from './routes/landing';
import { NotFoundPage } from './routes/not-found';
import { RouteError } from './routes/route-error';
import { renderYourData } from './routes/your-data-slot';
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
        element: <ApplicantPageLayout />,
        children: [
          {
            // Pathless: the screens with a camera get background blur, loaded lazily beside them.
            lazy: async () => {
              const { BackgroundBlurOutlet } = await import('./routes/background-blur-outlet');
              return { Component: BackgroundBlurOutlet };
            },
            children: [
              {
                path: 'interview/onboarding/:applicantGuid',
                lazy: async () => {
                  const { OnboardingPage } = await import('../features/interview/onboarding/onboarding-page');
                  return { Component: () => <OnboardingPage renderYourData={renderYourData} /> };
                },
              },
              {
                path: 'interview/practice',
                lazy: async () => {
                  await restoreApplicantLanguage();
                  const { PracticePage } = await import('../features/interview/practice/practice-page');
                  return { Component: PracticePage };
                },
              },
              {
                path: 'interview/questions',
                lazy: async () => {
                  await restoreApplicantLanguage();
                  const { QuestionPage } = await import('../features/interview/questions/question-page');
                  return { Component: () => <QuestionPage kind="video" /> };
                },
              },
              {
                path: 'interview/questions/audio',
                lazy: async () => {
                  await restoreApplicantLanguage();
                  const { QuestionPage } = await import('../features/interview/questions/question-page');
                  return { Component: () => <QuestionPage kind="audio" /> };
                },
              },
            ],
          },
          { path: 'interview/success', element: <InterviewSuccessRoute /> },
          { path: 'interview/already-completed', element: <AlreadyCompletedPage /> },
          {
            // An invitation whose deadline has passed (the server's 410 INVITATION_EXPIRED).
            path: 'interview/expired/:applicantGuid',
            lazy: async () => {
              const { InvitationExpiredPage } = await import('../features/interview-end/invitation-expired');
              return { Component: InvitationExpiredPage };
            },
          },
          {
            // The applicant's own data (download a copy, erase): linked from the invitation mail.
            path: 'interview/your-data/:applicantGuid',
            lazy: async () => {
              const { YourDataPage } = await import('../features/your-data/your-data-page');
              return { Component: YourDataPage };
            },
          },
          // The built-in documents the consent links to when the company configured none of its own.
          {
            path: 'terms',
            lazy: async () => {
              const { TermsPage } = await import('./routes/legal/terms-page');
              return { Component: TermsPage };
            },
          },
          {
            path: 'privacy',
            lazy: async () => {
              const { PrivacyPage } = await import('./routes/legal/privacy-page');
              return { Component: PrivacyPage };
            },
          },
        ],
      },
      {
        // The recruiter area: the access guard around one lazy layout (navigation bar, footer) around every
        // recruiter screen. The builder answers at the spec's three readings of its route (decision 0009).
        lazy: async () => {
          // The guard is part of the recruiter area: it loads with it, not with every page.
          const [{ AccessGuard }, { RecruiterIdentityProvider }, { RecruiterLayout }] = await Promise.all([
            import('./guards/access-guard'),
            import('../shared/identity/recruiter-identity-context'),
            import('./layouts/recruiter/recruiter-layout'),
          ]);
          // The identity is read inside the guard: from the token it has just let in.
          return {
            Component: () => (
              <AccessGuard>
                <RecruiterIdentityProvider>
                  <RecruiterLayout />
                </RecruiterIdentityProvider>
              </AccessGuard>
            ),
          };
        },
        children: [
          {
            path: 'recruiter',
            lazy: async () => {
              const { RecruiterHomePage } = await import('./routes/recruiter-home/recruiter-home-page');
              return { Component: RecruiterHomePage };
            },
          },
          ...[
            'recruiter/questionnaire-builder/:questionnaireId?',
            'questionnaire/:questionnaireId?',
            'interview/questionnaire-builder/:questionnaireId',
          ].map((path) => ({
            path,
            lazy: async () => {
              const { BuilderPage } = await import('../features/builder/builder-page');
              return { Component: BuilderPage };
            },
          })),
          {
            path: 'recruiter/bulk-invite',
            lazy: async () => {
              const { BulkInvitePage } = await import('../features/invitations/bulk-invite-page');
              return { Component: BulkInvitePage };
            },
          },
          {
            path: 'recruiter/funnel',
            lazy: async () => {
              const { FunnelPage } = await import('../features/funnel/funnel-page');
              return { Component: FunnelPage };
            },
          },
          {
            path: 'recruiter/integrations',
            lazy: async () => {
              const { IntegrationsPage } = await import('../features/integrations/integrations-page');
              return { Component: IntegrationsPage };
            },
          },
          {
            path: 'recruiter/settings',
            lazy: async () => {
              const { SettingsPage } = await import('../features/settings/settings-page');
              return { Component: SettingsPage };
            },
          },
          {
            path: 'recruiter/interviews/:interviewId',
            lazy: async () => {
              const { ReviewPage } = await import('../features/interview-review/review-page');
              return { Component: ReviewPage };
            },
          },
          {
            // Two to four candidates side by side: ?ids=a,b,c.
            path: 'recruiter/compare',
            lazy: async () => {
              const { ComparePage } = await import('../features/compare/compare-page');
              return { Component: ComparePage };
            },
          },
          {
            // The company's audit log: for its admins (the server refuses anyone else).
            path: 'recruiter/audit',
            lazy: async () => {
              const { AuditPage } = await import('../features/audit/audit-page');
              return { Component: AuditPage };
            },
          },
          {
            // Single sign-on settings: for owners and admins (the server refuses anyone else).
            path: 'recruiter/sso',
            lazy: async () => {
              const { SsoSettingsPage } = await import('../features/sso-settings/sso-settings-page');
              return { Component: SsoSettingsPage };
            },
          },
          {
            // Owners and admins: the company's members and invitations (the server refuses anyone else).
            path: 'recruiter/team',
            lazy: async () => {
              const { TeamPage } = await import('../features/team/team-page');
              return { Component: TeamPage };
            },
          },
          {
            // Everyone signed in with a session: own password, second factor, sign out everywhere.
            path: 'recruiter/account',
            lazy: async () => {
              const { AccountSettingsPage } =
                await import('../features/account-settings/account-settings-page');
              return { Component: AccountSettingsPage };
            },
          },
          {
            path: 'recruiter/share-links',
            lazy: async () => {
              const { ShareLinksPage } = await import('../features/sharing/share-links-page');
              return { Component: ShareLinksPage };
            },
          },
        ],
      },
      accountRoutes,
      {
        // A share link's read-only review page: outside the recruiter area and its guard (no account,
        // no cookie); the token in the address is the only credential.
        path: 'shared/:token',
        lazy: async () => {
          const { SharedReviewPage } = await import('../features/shared-review/shared-review-page');
          return { Component: SharedReviewPage };
        },
      },
      { path: 'recruiter/unauthorized', element: <UnauthorizedPage /> },
      { path: 'unauthorized', element: <UnauthorizedPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  // jtToken leaves the address bar before any route reads it: inside an iframe into session storage (the
  // host's token), elsewhere into memory until the person confirms whose account it opens.
  initIframeToken();
  if (!isInIframe()) setPendingSignIn(takeTokenFromAddress());
  return createBrowserRouter(routes, { basename: ROUTER_BASENAME });
}
