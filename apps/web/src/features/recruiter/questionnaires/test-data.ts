import type { Job, Questionnaire } from '@vi/contracts';

/** Builders for this folder's tests: a full contract object with the fields a test cares about. */
export function makeQuestionnaire(
  overrides: Partial<Questionnaire> & { questionnaireId: string },
): Questionnaire {
  const questions = overrides.questions ?? [
    {
      questionId: 'question-1',
      questionText: 'Tell us about yourself.',
      text: 'Tell us about yourself.',
      required: true,
      type: 'Text' as const,
      options: null,
    },
  ];
  return {
    id: overrides.questionnaireId,
    questionnaireName: `Questionnaire ${overrides.questionnaireId}`,
    companyId: 1,
    userId: 1,
    contentType: 'Video',
    active: true,
    createdAt: '2026-03-05T12:00:00.000Z',
    updatedAt: '2026-03-05T12:00:00.000Z',
    createdBy: { userId: 1, fullName: 'Dana Scully' },
    questionCount: questions.length,
    activeJobCount: 0,
    ...overrides,
    questions,
  };
}

export function makeJob(overrides: Partial<Job> & { id: number }): Job {
  return {
    title: `Job ${overrides.id}`,
    companyName: 'Demo Company',
    companyId: 1,
    locations: [{ city: 'Austin', region: 'TX', country: 'US' }],
    industry: null,
    description: null,
    roleDescription: null,
    responsibilities: [],
    skills: null,
    requirements: null,
    status: 'Open',
    requisitionName: null,
    created: '2026-03-01T00:00:00.000Z',
    updated: '2026-03-01T00:00:00.000Z',
    jobFunction: null,
    applyUrl: null,
    contactEmail: null,
    divisionId: null,
    recruiterId: null,
    questionnaireId: null,
    ...overrides,
  };
}
