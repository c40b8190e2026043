import { describe, expect, it } from 'vitest';
import { withQuestionnaireFirst } from './job-order';

describe('withQuestionnaireFirst', () => {
  it('puts jobs with a questionnaire first and keeps the order within each group', () => {
    const jobs = [
      { id: 1, questionnaireId: null },
      { id: 2, questionnaireId: 'a' },
      { id: 3, questionnaireId: null },
      { id: 4, questionnaireId: 'b' },
    ];
    expect(withQuestionnaireFirst(jobs).map((job) => job.id)).toEqual([2, 4, 1, 3]);
    expect(jobs.map((job) => job.id)).toEqual([1, 2, 3, 4]);
  });
});
