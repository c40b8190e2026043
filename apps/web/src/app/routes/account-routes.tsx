import type { RouteObject } from 'react-router';

/**
 * The account pages (docs/accounts.md): setup, sign-in, a mailed link, password reset, a team invitation.
 * Outside the recruiter area's guard, loaded with their own cache.
 */
export const accountRoutes: RouteObject = {
  lazy: async () => {
    const { AccountPagesOutlet } = await import('./account-pages-outlet');
    return { Component: AccountPagesOutlet };
  },
  children: [
    {
      path: 'setup',
      lazy: async () => {
        const { SetupPage } = await import('../../features/account-sign-in/setup-page');
        return { Component: SetupPage };
      },
    },
    {
      path: 'sign-in',
      lazy: async () => {
        const { SignInPage } = await import('../../features/account-sign-in/sign-in-page');
        return { Component: SignInPage };
      },
    },
    {
      // A mailed sign-in link: confirmed with a button, never on load.
      path: 'sign-in/link/:token',
      lazy: async () => {
        const { SignInLinkPage } = await import('../../features/account-sign-in/sign-in-link-page');
        return { Component: SignInLinkPage };
      },
    },
    {
      path: 'password-reset/:token',
      lazy: async () => {
        const { PasswordResetPage } = await import('../../features/account-sign-in/password-reset-page');
        return { Component: PasswordResetPage };
      },
    },
    {
      path: 'team-invitations/:token',
      lazy: async () => {
        const { TeamInvitationPage } = await import('../../features/account-sign-in/team-invitation-page');
        return { Component: TeamInvitationPage };
      },
    },
  ],
};
