import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  apiError,
  expectNoRequests,
  mockApi,
  renderWithProviders,
  type ApiResponse,
  type MockedEndpoint,
  scaled,
} from '../../testing';
import { resetRecruiterLanguage } from '../../shared/i18n/recruiter-i18n';
import { interview, page, TOKEN } from '../../testing/fixtures/shared-page';
import { formatDate } from './shared-dates';
import { SharedReviewPage } from './shared-review-page';
// The status pages show the configured support contact; its configuration call is not this page's.
vi.mock('../../shared/ui/support-contact', () => ({ ConfiguredSupportContact: () => null }));

/* jsdom has no media pipeline: a settable time and a play() that resolves, so seeking can be observed. */
const times = new WeakMap<HTMLMediaElement, number>();
const playMock = vi.fn(() => Promise.resolve());
const saved = new Map<string, PropertyDescriptor | undefined>();
const fakes: Record<string, PropertyDescriptor> = {
  currentTime: {
    configurable: true,
    get(this: HTMLMediaElement) {
      return times.get(this) ?? 0;
    },
    set(this: HTMLMediaElement, value: number) {
      times.set(this, value);
    },
  },
  duration: { configurable: true, get: () => 12 },
  play: { configurable: true, value: playMock },
};
beforeAll(() => {
  for (const [name, descriptor] of Object.entries(fakes)) {
    saved.set(name, Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, name));
    Object.defineProperty(HTMLMediaElement.prototype, name, descriptor);
  }
});
afterAll(() => {
  for (const [name, descriptor] of saved) {
    if (descriptor) Object.defineProperty(HTMLMediaElement.prototype, name, descriptor);
  }
});

/** GET /shared/{token}: the page behind the link. */
let shared: MockedEndpoint;
const mockShared = (answer: ApiResponse) => (shared = mockApi('get', `/shared/${TOKEN}`, answer));
const REVIEW_PATH = `/shared/${TOKEN}/interviews/i-1/review`;

function renderPage() {
  renderWithProviders(<SharedReviewPage />, { path: '/shared/:token', route: `/shared/${TOKEN}` });
  return userEvent.setup();
}

beforeEach(() => {
  vi.clearAllMocks();
});

// A test in another language leaves the next one in English, as a fresh browser.
afterEach(() => resetRecruiterLanguage());

describe('the shared review page', () => {
  it('shows a link that hides contact details: first name, no email, phone or resume', async () => {
    mockShared(page());
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Ada' })).toBeTruthy();
    expect(shared.calls.map((call) => call.path)).toEqual([`/shared/${TOKEN}`]);
    expect(screen.getByRole('heading', { level: 1, name: 'Acme' })).toBeTruthy();
    expect(screen.getByText('Contact details are not shared through this link.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /@/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download resume' })).toBeNull();
    // Nothing leads into the recruiter area.
    for (const link of screen.queryAllByRole('link')) {
      expect(link.getAttribute('href') ?? '').not.toContain('recruiter');
    }
    // Read-only: no review form when the link takes none.
    expect(screen.queryByRole('textbox', { name: /Your name/ })).toBeNull();
  });

  it('shows contact details and the resume when the link gives them', async () => {
    mockShared(
      page({
        hideContactDetails: false,
        interviews: [
          interview({
            applicantName: 'Ada Lovelace',
            applicantEmail: 'ada@example.test',
            applicantPhone: '555-0100',
            resumeUrl: `/api/v1/shared/${TOKEN}/interviews/i-1/resume`,
          }),
        ],
      }),
    );
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ada@example.test' }).getAttribute('href')).toBe(
      'mailto:ada@example.test',
    );
    expect(screen.getByRole('link', { name: '555-0100' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download resume' }).getAttribute('href')).toBe(
      `/api/v1/shared/${TOKEN}/interviews/i-1/resume`,
    );
  });

  it('shows an erased interview as a tombstone: no name, contact details, resume or players', async () => {
    const deletedAt = '2027-05-20T09:00:00.000Z';
    mockShared(
      page({
        hideContactDetails: false,
        interviews: [
          interview({
            id: 'i-2',
            applicantName: '',
            applicantEmail: '',
            responses: [],
            deletion: { deletedAt, reason: 'retention', retentionDays: 180 },
          }),
          interview({ applicantName: 'Grace Hopper' }),
        ],
      }),
    );
    renderPage();
    const heading = await screen.findByRole('heading', { level: 2, name: 'Deleted candidate' });
    const card = heading.closest('article') as HTMLElement;
    expect(
      within(card).getByText(`Deleted on ${formatDate(deletedAt)} under the 180-day retention rule`),
    ).toBeTruthy();
    expect(within(card).queryByRole('link')).toBeNull();
    expect(within(card).queryByText('No answers were recorded.')).toBeNull();
    expect(card.querySelector('video, audio')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Shared interviews' }).textContent).toContain(
      'Deleted candidate',
    );
    // The other interview of the link is untouched.
    expect(screen.getByLabelText('Answer 1 player')).toBeTruthy();
  });

  it('plays through the link and a transcript line (labelled machine-made) seeks the player', async () => {
    mockShared(page());
    const user = renderPage();
    const video = await screen.findByLabelText<HTMLVideoElement>('Answer 1 player');
    expect(video.getAttribute('src')).toBe(`/api/v1/shared/${TOKEN}/media/a-1/video`);
    const transcript = screen.getByRole('region', { name: 'Transcript' });
    expect(transcript.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(transcript).getByText(/machine-made/)).toBeTruthy();
    await user.click(within(transcript).getByRole('button', { name: /I fix things/ }));
    expect(video.currentTime).toBe(7.25);
    expect(playMock).toHaveBeenCalled();
    expect(
      within(transcript)
        .getByRole('button', { name: /I fix things/ })
        .getAttribute('aria-current'),
    ).toBe('true');
  });

  it('says an unknown link does not exist (404)', async () => {
    mockShared(apiError(404));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'This link does not exist' })).toBeTruthy();
    expect(shared.calls).toHaveLength(1);
  });

  it('says a revoked or expired link ended and whom to ask (410)', async () => {
    mockShared(apiError(410));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'This link has expired or was revoked' })).toBeTruthy();
    expect(screen.getByText('Ask the person who shared it for a new one.')).toBeTruthy();
  });

  it(
    "shows the team's rating and other guests' reviews when the link allows, and takes a named review",
    async () => {
      mockShared(
        page({
          allowReviews: true,
          showTeamReviews: true,
          interviews: [
            interview({
              rating: { average: 4.5, count: 2 },
              guestReviews: [
                {
                  reviewerName: 'Maria Manager',
                  mine: false,
                  overall: 3,
                  comment: 'Solid <b>answers</b>',
                  createdAt: '2026-03-06T00:00:00.000Z',
                  updatedAt: '2026-03-06T00:00:00.000Z',
                },
              ],
            }),
          ],
        }),
      );
      const review = mockApi('put', REVIEW_PATH, ({ body }) => ({
        ...(body as { reviewerName: string; overall: number; comment?: string }),
        comment: (body as { comment?: string }).comment ?? null,
        createdAt: '2026-03-06T00:00:00.000Z',
        updatedAt: '2026-03-07T00:00:00.000Z',
      }));
      const user = renderPage();
      expect(await screen.findByText('4.5 out of 5 from 2 reviews')).toBeTruthy();
      // A comment is text, never HTML.
      expect(screen.getByText('Solid <b>answers</b>')).toBeTruthy();

      await user.click(screen.getByRole('button', { name: 'Save review' }));
      await expectNoRequests(review);
      expect(screen.getByText('Please enter your name')).toBeTruthy();
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Your name/ }));

      await user.type(screen.getByRole('textbox', { name: /Your name/ }), '  nora   lead ');
      // Another guest's review is shown, never offered for editing.
      expect(screen.queryByText(/has reviewed this interview/)).toBeNull();
      const stars = screen.getByRole('radiogroup', { name: /Overall rating/ });
      await user.click(within(stars).getByRole('radio', { name: '4 stars' }));
      await user.type(screen.getByRole('textbox', { name: /Comment/ }), 'Clear and kind.');
      await user.click(screen.getByRole('button', { name: 'Save review' }));

      await waitFor(() => {
        expect(review.calls.map((call) => call.body)).toEqual([
          { reviewerName: 'nora   lead', overall: 4, comment: 'Clear and kind.' },
        ]);
      });
      expect(await screen.findByText('Your review was saved.')).toBeTruthy();
      // The saved review is listed beside the other guest's; the page was not asked for again.
      const reviews = within(screen.getByRole('region', { name: 'Reviews through this link' }));
      const items = reviews.getAllByRole('listitem');
      expect(items).toHaveLength(2);
      expect(within(items[1]!).getByText('nora lead')).toBeTruthy();
      expect(within(items[1]!).getByText('Clear and kind.')).toBeTruthy();
      expect(shared.calls).toHaveLength(1);
    },
    scaled(20_000),
  );

  it('shows the ended page when the link ends while the page is open', async () => {
    mockShared(page({ allowReviews: true }));
    mockApi('put', REVIEW_PATH, apiError(410));
    const user = renderPage();
    await user.type(await screen.findByRole('textbox', { name: /Your name/ }), 'Maria');
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.click(screen.getByRole('button', { name: 'Save review' }));
    expect(await screen.findByRole('heading', { name: 'This link has expired or was revoked' })).toBeTruthy();
  });
});

describe('the shared review page in the guest’s language', () => {
  it('follows a German browser: the page, the player and the review form in German', async () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-AT', 'en']);
    onTestFinished(() => languages.mockRestore());
    mockShared(page({ allowReviews: true, showTeamReviews: false }));
    renderPage();
    expect(await screen.findByText('Ein Interview wurde mit Ihnen geteilt.')).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
    expect(screen.getByRole('list', { name: 'Antworten' })).toBeTruthy();
    expect(screen.getByText('Frage 1 von 1')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Transkript' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Dieses Interview bewerten' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '4 Sterne' })).toBeTruthy();
    expect(screen.queryByText(/shared with you|Rate this interview|Transcript/)).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Bewertung speichern' }));
    expect(screen.getByText('Bitte geben Sie Ihren Namen ein')).toBeTruthy();
  });
});
