import { AxiosError, AxiosHeaders } from 'axios';

/** The kit's builders under the names these tests know; new tests import make* from testing/ directly. */
export { makeJob as job, makeQuestionnaire as questionnaire } from '../../testing/fixtures/recruiter';

export function axiosFailure(status: number, data: unknown = { message: 'server text' }): AxiosError {
  const headers = new AxiosHeaders();
  return new AxiosError('Request failed', 'ERR_BAD_RESPONSE', { headers }, undefined, {
    status,
    statusText: '',
    headers,
    config: { headers },
    data,
  });
}

/** jsdom has no matchMedia; react-bootstrap's Offcanvas asks it for its responsive mode. */
export function stubMatchMedia(): void {
  if (typeof window.matchMedia === 'function') return;
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
