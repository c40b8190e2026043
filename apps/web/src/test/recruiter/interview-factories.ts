import { NO_ACCOMMODATIONS, type Interview, type InterviewList, type InterviewResponse } from '@vi/contracts';

/** Interviews as GET /company/{id}/interviews and GET /interviews/{id} return them, for the tests here. */
export function makeResponse(overrides: Partial<InterviewResponse> = {}): InterviewResponse {
  const answerId = overrides.questionId ?? 'question-1';
  return {
    questionId: 'question-1',
    questionText: 'Tell us about yourself.',
    videoUrl: `/api/v1/media/answers/${answerId}/video`,
    audioUrl: `/api/v1/media/answers/${answerId}/audio`,
    thumbnailUrl: `/api/v1/media/answers/${answerId}/thumbnail`,
    duration: 12,
    transcription: {
      status: 'done',
      text: 'My name is Ada. I build robots.',
      segments: [
        { start: 0.5, end: 2.5, text: 'My name is Ada.' },
        { start: 3, end: 6, text: 'I build robots.' },
        { start: 7.25, end: 10, text: 'I enjoy hard problems.' },
      ],
    },
    ...overrides,
  };
}

export function makeInterview(n: number, overrides: Partial<Interview> = {}): Interview {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    applicationGuid: `guid-${n}`,
    questionnaireId: 'q-1',
    jobTitle: `Job ${n}`,
    jobId: 1,
    applicantName: `Applicant ${n}`,
    applicantEmail: `applicant${n}@example.test`,
    applicantPhone: null,
    dateApplied: '2026-03-04T12:00:00.000Z',
    status: 'Completed',
    startedAt: null,
    completedAt: null,
    thumbnailUrl: `/api/v1/media/answers/a${n}/thumbnail`,
    hasResume: false,
    resumeUrl: null,
    responses: [makeResponse()],
    accommodations: NO_ACCOMMODATIONS,
    stage: 'new',
    rating: { average: null, count: 0 },
    ...overrides,
  };
}

/** Page `page` of `total` interviews numbered 1…total, `limit` per page. */
export function makeList(total: number, page: number, limit = 20): InterviewList {
  const first = (page - 1) * limit + 1;
  const count = Math.max(0, Math.min(limit, total - first + 1));
  return {
    data: Array.from({ length: count }, (_, i) => makeInterview(first + i)),
    total,
    page,
    limit,
  };
}
