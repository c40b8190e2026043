import { describe, expect, it } from 'vitest';
import { eligibleJobs, isEligibleJob, openJobs, statusBadge } from './eligibility';

describe('isEligibleJob', () => {
  it('keeps a job without a questionnaire, whatever is selected', () => {
    expect(isEligibleJob({ questionnaireId: null }, 'q1')).toBe(true);
    expect(isEligibleJob({ questionnaireId: null }, null)).toBe(true);
  });

  it('keeps a job holding the selected questionnaire', () => {
    expect(isEligibleJob({ questionnaireId: 'q1' }, 'q1')).toBe(true);
  });

  it('drops a job holding another questionnaire', () => {
    expect(isEligibleJob({ questionnaireId: 'q2' }, 'q1')).toBe(false);
  });

  it('drops a job holding a questionnaire when none is selected', () => {
    expect(isEligibleJob({ questionnaireId: 'q2' }, null)).toBe(false);
  });
});

describe('eligibleJobs', () => {
  it('filters a list, keeping order and items', () => {
    const jobs = [
      { id: 1, questionnaireId: null },
      { id: 2, questionnaireId: 'q2' },
      { id: 3, questionnaireId: 'q1' },
    ];
    expect(eligibleJobs(jobs, 'q1').map((j) => j.id)).toEqual([1, 3]);
  });
});

describe('openJobs', () => {
  it('removes Closed jobs only', () => {
    const jobs = [
      { id: 1, status: 'Open' },
      { id: 2, status: 'Closed' },
      { id: 3, status: 'On Hold' },
    ];
    expect(openJobs(jobs).map((j) => j.id)).toEqual([1, 3]);
  });

  it('drops closed jobs case-insensitively, like the server', () => {
    expect(openJobs([{ status: 'Open' }, { status: 'closed' }, { status: ' CLOSED ' }])).toEqual([
      { status: 'Open' },
    ]);
  });

  it('does not mutate its input', () => {
    const jobs = [{ status: 'Closed' }];
    openJobs(jobs);
    expect(jobs).toHaveLength(1);
  });
});

describe('statusBadge', () => {
  it('maps Open, Closed and any other status', () => {
    expect(statusBadge('Open')).toBe('success');
    expect(statusBadge('Closed')).toBe('light');
    expect(statusBadge(' closed ')).toBe('light');
    expect(statusBadge('Draft')).toBe('warning');
    expect(statusBadge('')).toBe('warning');
  });
});
