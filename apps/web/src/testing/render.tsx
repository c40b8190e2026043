import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { act, useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type InitialEntry, type RouteObject } from 'react-router';
import { signInAs, type TestIdentity } from './identity';

/**
 * A query cache for one test: no retries (a failure shows at once instead of after three back-offs) and
 * nothing garbage-collected mid-test (a timer that would outlive the test's environment).
 */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Infinity },
      mutations: { retry: false },
    },
  });
}

export type RenderWithProvidersOptions = {
  /** The entry the memory router starts at (an address, or a location with state); default: `path`, so
   * give one when `path` has parameters or is '*'. */
  route?: InitialEntry;
  /** The route pattern `ui` is mounted at, so useParams sees its parameters (e.g. '/interviews/:id'). */
  path?: string;
  /** Other routes beside `ui`'s, e.g. the page a navigation should land on. */
  routes?: RouteObject[];
  /** A client of the test's own, to seed or inspect the cache; a fresh test client otherwise. */
  queryClient?: QueryClient;
  /**
   * The signed-in recruiter (a token in the session cookie, removed after the test). Without it nobody is
   * signed in and readRecruiterIdentity falls back to company 1, user 1, as the app does.
   */
  identity?: TestIdentity;
  /** Passed to Testing Library's render (container, baseElement…). */
  renderOptions?: Omit<RenderOptions, 'wrapper'>;
};

export type RenderWithProvidersResult = RenderResult & {
  queryClient: QueryClient;
  router: ReturnType<typeof createMemoryRouter>;
};

/**
 * Renders `ui` the way the app does: inside a data router (some screens use useNavigation or useFetcher,
 * which a plain MemoryRouter does not support) and a query client. The network is msw's (see mockApi).
 */
export function renderWithProviders(
  ui: ReactNode,
  options: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  const { path = '/', routes = [], identity, renderOptions } = options;
  const queryClient = options.queryClient ?? createTestQueryClient();
  if (identity !== undefined) signInAs(identity);
  // The route's element is a slot the test can refill: a rerender keeps the router, its location and the cache.
  let fill: ((next: ReactNode) => void) | undefined;
  function Slot() {
    const [node, setNode] = useState<ReactNode>(ui);
    fill = setNode;
    return node;
  }
  const router = createMemoryRouter([{ path, element: <Slot /> }, ...routes], {
    initialEntries: [options.route ?? path],
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
    renderOptions,
  );
  return {
    ...result,
    queryClient,
    router,
    rerender: (next: ReactNode) => {
      act(() => fill?.(next));
    },
  };
}
