import { describe, expect, it } from 'vitest';
import { compareProblem, comparePath, readCompareIds } from './compare-rules';

const of = (...questionnaires: (string | null)[]) =>
  questionnaires.map((questionnaireId) => ({ questionnaireId }));

describe('what can be compared', () => {
  it('takes two to four interviews of one questionnaire', () => {
    expect(compareProblem(of('q'))).toBe('too-few');
    expect(compareProblem(of('q', 'q'))).toBeNull();
    expect(compareProblem(of('q', 'q', 'q', 'q'))).toBeNull();
    expect(compareProblem(of('q', 'q', 'q', 'q', 'q'))).toBe('too-many');
    expect(compareProblem(of('q', 'r'))).toBe('mixed-questionnaires');
    expect(compareProblem(of(null, null))).toBe('mixed-questionnaires');
  });

  it('round-trips ids through the address, each once', () => {
    expect(comparePath(['a', 'b'])).toBe('/recruiter/compare?ids=a,b');
    expect(readCompareIds(' a,b,,a ,c')).toEqual(['a', 'b', 'c']);
    expect(readCompareIds(null)).toEqual([]);
  });
});
