import type { ActivityEntry } from '@vi/contracts';
import { describe, expect, it } from 'vitest';
import { activitySentence } from './activity-sentence';

function entry(overrides: Partial<ActivityEntry>): ActivityEntry {
  return {
    id: 'a-1',
    type: 'viewed',
    actor: 'Dana Reyes',
    actorUserId: 2,
    shareLinkId: null,
    at: '2026-03-05T10:00:00.000Z',
    details: {},
    ...overrides,
  };
}

const positions = new Map([
  ['question-1', 1],
  ['question-2', 2],
]);

describe('activitySentence', () => {
  it('says what a recruiter did', () => {
    expect(activitySentence(entry({ type: 'viewed' }), positions)).toBe('Dana Reyes opened the interview');
    expect(
      activitySentence(entry({ type: 'media_played', details: { questionId: 'question-2' } }), positions),
    ).toBe('Dana Reyes played answer 2');
    expect(activitySentence(entry({ type: 'rated', details: { overall: 4 } }), positions)).toBe(
      'Dana Reyes rated 4 stars',
    );
    expect(
      activitySentence(entry({ type: 'rated', details: { overall: null, questionsRated: 1 } }), positions),
    ).toBe('Dana Reyes rated 1 answer');
    expect(
      activitySentence(
        entry({ type: 'noted', details: { action: 'created', questionId: 'question-1' } }),
        positions,
      ),
    ).toBe('Dana Reyes added a note on answer 1');
    expect(activitySentence(entry({ type: 'noted', details: { action: 'deleted' } }), positions)).toBe(
      'Dana Reyes deleted a note',
    );
    expect(
      activitySentence(
        entry({ type: 'stage_changed', details: { from: 'new', to: 'shortlisted' } }),
        positions,
      ),
    ).toBe('Dana Reyes moved the interview from New to Shortlisted');
  });

  it('names share links by the start of their id', () => {
    const link = '3f2a9c1e-0000-4000-8000-000000000000';
    expect(
      activitySentence(
        entry({ type: 'viewed_via_link', actor: `share link ${link}`, actorUserId: null, shareLinkId: link }),
        positions,
      ),
    ).toBe('Viewed through share link 3f2a9c1e');
    expect(
      activitySentence(
        entry({
          type: 'reviewed_via_link',
          actorUserId: null,
          shareLinkId: link,
          details: { reviewerName: 'Sam Hill', overall: 5 },
        }),
        positions,
      ),
    ).toBe('Sam Hill rated 5 stars through share link 3f2a9c1e');
  });
});
