import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, renderWithProviders } from '../../testing';
import { interview, page, TOKEN } from '../../testing/fixtures/shared-page';
import { SharedReviewPage } from './shared-review-page';

// The status pages show the configured support contact; its configuration call is not this page's.
vi.mock('../../shared/ui/support-contact', () => ({ ConfiguredSupportContact: () => null }));

const REVIEW_PATH = `/shared/${TOKEN}/interviews/i-1/review`;
const KEY = /^[A-Za-z0-9_-]{43}$/;

function renderPage() {
  renderWithProviders(<SharedReviewPage />, { path: '/shared/:token', route: `/shared/${TOKEN}` });
  return userEvent.setup();
}

beforeEach(() => localStorage.clear());

describe('guest reviewers of a share link', () => {
  it("sends this browser's key with the page and each review; a name another guest uses is refused", async () => {
    const shared = mockApi('get', `/shared/${TOKEN}`, page({ allowReviews: true }));
    const review = mockApi(
      'put',
      REVIEW_PATH,
      apiError(409, {
        statusCode: 409,
        error: 'Conflict',
        code: 'GUEST_NAME_TAKEN',
        message: 'Someone else already reviews under this name through this link.',
      }),
    );
    const user = renderPage();
    const name = await screen.findByRole('textbox', { name: /Your name/ });
    // No "read-only" beside a form: the page says what a guest can do.
    expect(screen.queryByText(/read-only/i)).toBeNull();
    expect(screen.getByText(/leave your review/)).toBeTruthy();

    await user.type(name, 'Sam Lee');
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.click(screen.getByRole('button', { name: 'Save review' }));
    expect(
      await screen.findByText(/Someone else already reviews under this name through this link/),
    ).toBeTruthy();
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Your review was saved.')).toBeNull();

    const key = shared.calls[0]?.headers.get('x-guest-key');
    expect(key).toMatch(KEY);
    expect(review.calls[0]?.headers.get('x-guest-key')).toBe(key);
    // The key is kept in the browser, so the guest is the same guest after a reload.
    expect(localStorage.getItem('vi.shared.guestKey')).toBe(key);

    // Another name clears the refusal.
    await user.type(name, ' B.');
    expect(screen.queryByText(/Someone else already reviews/)).toBeNull();
  });

  it("hides the team's rating unless the link shows it, and offers a returning guest their name", async () => {
    mockApi(
      'get',
      `/shared/${TOKEN}`,
      page({
        allowReviews: true,
        showTeamReviews: false,
        interviews: [
          interview({
            rating: null,
            guestReviews: [
              {
                reviewerName: 'Sam Lee',
                mine: true,
                overall: 5,
                comment: null,
                createdAt: '2026-03-06T00:00:00.000Z',
                updatedAt: '2026-03-06T00:00:00.000Z',
              },
            ],
          }),
        ],
      }),
    );
    renderPage();
    const mine = await screen.findByRole('region', { name: 'Your review' });
    expect(within(mine).getByText('Sam Lee')).toBeTruthy();
    expect(screen.queryByText('Team rating')).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Your name/ }).value).toBe('Sam Lee');
    expect(screen.getByText('Sam Lee has reviewed this interview: saving changes that review.')).toBeTruthy();
  });

  it('shows chosen labels and written text as the answers, with no player', async () => {
    const base = interview().responses[0]!;
    const none = { videoUrl: null, audioUrl: null, thumbnailUrl: null, duration: null };
    const transcription = { status: 'unavailable' as const, text: null, segments: [] };
    mockApi(
      'get',
      `/shared/${TOKEN}`,
      page({
        interviews: [
          interview({
            responses: [
              { ...base, type: 'Text' },
              {
                ...none,
                transcription,
                questionId: 'q-2',
                questionText: 'Which shifts suit you?',
                type: 'Multiselect',
                optionIds: ['a', 'c'],
                labels: ['Mornings', 'Weekends'],
              },
              {
                ...none,
                transcription,
                questionId: 'q-3',
                questionText: 'Why this job?',
                type: 'Written',
                text: 'I love robots.\nAnd people.',
              },
              { ...none, transcription, questionId: 'q-4', questionText: 'Anything else?', skipped: true },
            ],
          }),
        ],
      }),
    );
    renderPage();
    const answers = within(await screen.findByRole('list', { name: 'Answers' }));
    const items = answers.getAllByRole('listitem').filter((li) => li.classList.contains('shared-answer'));
    expect(items).toHaveLength(4);
    expect(
      within(items[1]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Mornings', 'Weekends']);
    expect(within(items[1]!).queryByLabelText(/player/)).toBeNull();
    expect(items[2]?.textContent).toContain('I love robots.\nAnd people.');
    expect(items[3]?.textContent).toContain('Skipped by the applicant');
    await waitFor(() => expect(screen.getAllByLabelText(/Answer \d player/)).toHaveLength(1));
  });
});
