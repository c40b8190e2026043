import { resolveInterviewSettings, type Job, type Questionnaire } from '@vi/contracts';
import { AxiosError, AxiosHeaders } from 'axios';

/** Test data for the recruiter screens: whole contract objects with the fields a test cares about. */
export function job(overrides: Partial<Job> & Pick<Job, 'id'>): Job {
  return {
    title: `Job ${overrides.id}`,
    status: 'Open',
    companyName: 'Acme',
    companyId: 7,
    locations: [{ city: 'Austin', region: 'TX', country: 'US' }],
    industry: null,
    description: null,
    roleDescription: null,
    responsibilities: [],
    skills: null,
    requirements: null,
    requisitionName: null,
    created: '2026-03-04T12:00:00.000Z',
    updated: '2026-03-04T12:00:00.000Z',
    jobFunction: null,
    applyUrl: null,
    contactEmail: null,
    divisionId: null,
    recruiterId: null,
    questionnaireId: null,
    ...overrides,
  };
}

export function questionnaire(overrides: Partial<Questionnaire> = {}): Questionnaire {
  const question = (n: number, text: string) => ({
    questionId: `question-${n}`,
    questionText: text,
    text,
    required: true,
    type: 'Text' as const,
    options: null,
  });
  return {
    questionnaireId: 'q-1',
    id: 'q-1',
    questionnaireName: 'Sales screen',
    companyId: 7,
    userId: 3,
    contentType: 'Video',
    active: true,
    createdAt: '2026-01-02T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    createdBy: null,
    questions: [question(1, 'Why sales?'), question(2, 'Your best deal?')],
    questionCount: 2,
    activeJobCount: 0,
    settings: resolveInterviewSettings(),
    criteria: [],
    ...overrides,
  };
}

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
