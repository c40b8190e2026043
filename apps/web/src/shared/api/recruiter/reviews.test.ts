import type { Review } from '@vi/contracts';
import { describe, expect, it } from 'vitest';
import { applyReviewBody } from './reviews';

const now = '2026-03-05T10:00:00.000Z';

describe('applyReviewBody', () => {
  it('keeps what the body omits, changes what it sends and clears what it sends as null', () => {
    const first = applyReviewBody(undefined, { ratings: [{ questionId: 'q1', stars: 4 }] }, now);
    expect(first).toMatchObject({ isMine: true, overall: null, ratings: [{ questionId: 'q1', stars: 4 }] });
    const second: Review = applyReviewBody(
      first,
      { overall: 5, ratings: [{ questionId: 'q2', stars: 2 }], criteria: [{ criterionId: 'c', stars: 3 }] },
      now,
    );
    expect(second.overall).toBe(5);
    expect(second.ratings).toEqual([
      { questionId: 'q1', stars: 4 },
      { questionId: 'q2', stars: 2 },
    ]);
    const third = applyReviewBody(
      second,
      { ratings: [{ questionId: 'q1', stars: null }], overall: null },
      now,
    );
    expect(third.overall).toBeNull();
    expect(third.ratings).toEqual([{ questionId: 'q2', stars: 2 }]);
    expect(third.criteria).toEqual([{ criterionId: 'c', label: '', stars: 3 }]);
  });
});
