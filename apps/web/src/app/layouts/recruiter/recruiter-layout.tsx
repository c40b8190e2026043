import 'bootstrap/dist/css/bootstrap.min.css';
import { PRODUCT_TITLE } from '@vi/contracts';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createElement, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { usePublicConfig } from '../../../shared/api/public-config';
import { meQueryOptions } from '../../../shared/api/recruiter/users';
import { RecruiterLanguageGate } from '../../../shared/i18n/recruiter-language-gate';
import { UI_LIMITS } from '../../../shared/lib/ui-limits';
import { PageLayout } from '../../../shared/ui/page-layout';
import { ToastArea } from '../../../shared/ui/toast-area';
import { RecruiterFooter } from './recruiter-footer';
import { RecruiterNav } from './recruiter-nav';
import { THEME_FOOTER_TAG, THEME_NAVBAR_TAG, uiThemeAssets, useUiTheme } from './ui-theme';
import { useForcedTitle } from './use-forced-title';
import './recruiter-layout.css';

function createRecruiterQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // One retry rides out a blip without keeping an error message away for long.
      queries: { retry: 1, refetchOnWindowFocus: false },
    },
  });
}

/** Navigation bar and footer: the theme platform's when it is configured and loads, otherwise ours. */
function RecruiterChrome() {
  const config = usePublicConfig();
  const theme = useUiTheme(config.status !== 'loading', uiThemeAssets(config.config));
  useForcedTitle(PRODUCT_TITLE);

  const hasThemeBars = theme === 'ready';
  const hasOwnBars = theme === 'off' || theme === 'failed';
  return (
    <div className="recruiter-layout" data-ui-theme={theme}>
      {/* Spec: the theme's navigation bar is told not to handle logout (the host platform does). */}
      {hasThemeBars &&
        createElement(THEME_NAVBAR_TAG, { 'handle-logout': 'false', 'app-title': PRODUCT_TITLE })}
      <PageLayout
        headerContent={hasOwnBars ? <RecruiterNav /> : undefined}
        footerContent={hasOwnBars ? <RecruiterFooter /> : undefined}
      >
        <Outlet />
      </PageLayout>
      {hasThemeBars && createElement(THEME_FOOTER_TAG)}
    </div>
  );
}

/** The screens in the user's saved language (GET /auth/me), else the browser's (docs/languages.md). */
function InRecruiterLanguage({ children }: { children: ReactNode }) {
  const me = useQuery(meQueryOptions());
  // Not waited for: a slow or failing GET /auth/me must not hold the screens back. Until it answers, the
  // language this browser last showed a recruiter stands in, which is the saved one after a first visit.
  return (
    <RecruiterLanguageGate saved={me.data ? (me.data.language ?? null) : undefined}>
      {children}
    </RecruiterLanguageGate>
  );
}

/**
 * Every recruiter screen: one query cache, the toast area (top-right, 3 s) and the bars. The router puts
 * the access guard around it.
 */
export function RecruiterLayout() {
  const [queryClient] = useState(createRecruiterQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <InRecruiterLanguage>
        <RecruiterChrome />
      </InRecruiterLanguage>
      <ToastArea autoClose={UI_LIMITS.homeToastMs} className="recruiter-toasts" />
    </QueryClientProvider>
  );
}
