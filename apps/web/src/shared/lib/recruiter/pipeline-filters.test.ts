import { describe, expect, it } from 'vitest';
import {
  candidatesPath,
  DEFAULT_FILTERS,
  filtersToQuery,
  readFilters,
  toFilterParams,
  writeFilters,
} from './pipeline-filters';

describe('the list filters in the address', () => {
  it('reads every filter and writes them back, leaving other parameters alone', () => {
    const params = new URLSearchParams(
      'tab=interviews&status=all&q=robots&stage=hired,new&jobId=12&questionnaireId=q-1&minRating=3&unreviewed=true&screening=failed&sort=name',
    );
    const filters = readFilters(params);
    expect(filters).toEqual({
      status: 'all',
      q: 'robots',
      stages: ['new', 'hired'],
      jobId: 12,
      questionnaireId: 'q-1',
      minRating: 3,
      unreviewedByMe: true,
      screening: 'failed',
      sort: 'name',
    });
    const written = writeFilters(new URLSearchParams('tab=interviews&other=1'), filters);
    expect(written.get('tab')).toBe('interviews');
    expect(written.get('other')).toBe('1');
    expect(readFilters(written)).toEqual(filters);
  });

  it('reads malformed values as no filter', () => {
    const filters = readFilters(
      new URLSearchParams(
        'status=Maybe&stage=lost,,&jobId=-4&minRating=9&unreviewed=yes&screening=FAILED&sort=age',
      ),
    );
    expect(filters).toEqual(DEFAULT_FILTERS);
    expect(filtersToQuery(filters)).toBe('');
  });

  it('sends the server only what narrows the list', () => {
    expect(toFilterParams(DEFAULT_FILTERS)).toEqual({ status: 'Completed' });
    expect(
      toFilterParams({
        ...DEFAULT_FILTERS,
        status: 'all',
        q: '  dana  ',
        stages: ['new', 'in_review'],
        minRating: 4,
        unreviewedByMe: true,
        screening: 'passed',
        sort: '-rating',
      }),
    ).toEqual({
      q: 'dana',
      stage: 'new,in_review',
      minRating: 4,
      unreviewedByMe: 'true',
      screening: 'passed',
      sort: '-rating',
    });
  });

  it("links a job's or a questionnaire's candidates, whatever their status", () => {
    expect(candidatesPath({ jobId: 5 })).toBe('/recruiter?tab=interviews&status=all&jobId=5');
    expect(candidatesPath({ questionnaireId: 'a b' })).toBe(
      '/recruiter?tab=interviews&status=all&questionnaireId=a+b',
    );
  });
});
