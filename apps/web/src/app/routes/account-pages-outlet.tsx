import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RecruiterLanguageGate } from '../../shared/i18n/recruiter-language-gate';
import { PageLayout } from '../../shared/ui/page-layout';

/**
 * The account pages outside the recruiter area (set-up, sign-in, reset, links, invitations): the product
 * header, and a query cache of their own (the recruiter area's lives inside its guard). Nobody is known
 * yet: the language is the one this browser last showed a recruiter, else the browser's.
 */
export function AccountPagesOutlet() {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <RecruiterLanguageGate saved={undefined}>
        <PageLayout />
      </RecruiterLanguageGate>
    </QueryClientProvider>
  );
}
