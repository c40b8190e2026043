/*
 * The web tests' kit. A test renders with renderWithProviders (data router + fresh query client), answers
 * the requests it expects with mockApi (or server.use for anything msw can express), builds data with the
 * make* fixtures, and asserts on what the page shows and on the requests the handlers recorded.
 * See README.md beside this file.
 */
export { http, HttpResponse, delay } from 'msw';
export { api, server } from './server';
export {
  apiError,
  expectNoRequests,
  formFields,
  mockApi,
  networkError,
  type ApiResponse,
  type MockApiOptions,
  type MockedEndpoint,
  type RecordedRequest,
} from './mock-api';
export { RECRUITER, makeToken, signInAs, signOut, type TestIdentity } from './identity';
export {
  createTestQueryClient,
  renderWithProviders,
  type RenderWithProvidersOptions,
  type RenderWithProvidersResult,
} from './render';
export * from './fixtures/recruiter';
export { stubRowLayout } from './row-layout';
export { scaled } from './time-scale';
export { mockToasts } from './toasts';
