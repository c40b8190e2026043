import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContentType, Interview } from '@vi/contracts';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  expectNoRequests,
  mockApi,
  renderWithProviders,
  type MockedEndpoint,
  mockToasts,
} from '../../testing';
import { makeInterview } from '../../test/recruiter/interview-factories';
import { InterviewAccommodations } from './interview-accommodations';

mockToasts();

/** PATCH /interviews/{id}, where Save sends the accommodations. */
const mockPatch = (answer: Parameters<typeof mockApi>[2]): MockedEndpoint =>
  mockApi('patch', '/interviews/:id', answer);

const SOME = { extraTimePercent: 50, extraTries: 1, audioOnlyAllowed: true };

function renderBlock(interview: Interview, contentType: ContentType | undefined = 'Video') {
  const { queryClient } = renderWithProviders(
    <InterviewAccommodations interview={interview} companyId={7} contentType={contentType} />,
  );
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  return { user: userEvent.setup(), invalidate, client: queryClient };
}

const editButton = () => screen.getByRole('button', { name: 'Edit accommodations' });
const dialog = () => screen.getByRole('dialog', { name: 'Edit accommodations' });
const extraTime = () => within(dialog()).getByRole('combobox', { name: 'Extra time' });
const extraTries = () => within(dialog()).getByRole('spinbutton', { name: 'Extra tries' });
const audioOnly = () => within(dialog()).queryByRole('checkbox', { name: 'May answer with audio only' });
const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;

beforeEach(() => {
  vi.clearAllMocks();
});

describe('the review screen’s accommodations', () => {
  it('lists what is set and offers editing while the interview is not completed', () => {
    renderBlock(makeInterview(1, { status: 'Incomplete', accommodations: SOME }));
    expect(screen.getByText(/Accommodations:/).closest('p')?.textContent).toBe(
      'Accommodations: +50 % time, +1 try, audio only allowed',
    );
    expect(editButton()).toBeTruthy();
  });

  it('shows only the list for a completed interview, and nothing when none is set', () => {
    renderBlock(makeInterview(1, { status: 'Completed', accommodations: SOME }));
    expect(screen.getByText(/Accommodations:/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit accommodations' })).toBeNull();
  });

  it('renders nothing for a completed interview without accommodations', () => {
    renderBlock(makeInterview(1, { status: 'Completed' }));
    expect(screen.queryByText(/Accommodations/)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('edits in a dialog prefilled with the current values; Save PATCHes, toasts and refreshes', async () => {
    const interview = makeInterview(2, { status: 'Incomplete', accommodations: SOME });
    const patch = mockPatch({ ...interview, accommodations: { ...SOME, extraTimePercent: 100 } });
    const { user, invalidate } = renderBlock(interview);
    await user.click(editButton());
    expect(valueOf(extraTime())).toBe('50');
    expect(valueOf(extraTries())).toBe('1');
    expect((audioOnly() as HTMLInputElement).checked).toBe(true);

    await user.selectOptions(extraTime(), '+100 % (double time)');
    await user.clear(extraTries());
    await user.type(extraTries(), '2');
    await user.click(audioOnly()!);
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patch.calls.map(({ path, body }) => ({ path, body }))).toEqual([
      {
        path: `/interviews/${interview.id}`,
        body: { accommodations: { extraTimePercent: 100, extraTries: 2, audioOnlyAllowed: false } },
      },
    ]);
    expect(toast.success).toHaveBeenCalledWith('Accommodations saved.');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['interview', interview.id] });
  });

  it('says a completed interview cannot change on a 409 and closes the dialog', async () => {
    mockPatch(apiError(409, { message: 'completed' }));
    const { user } = renderBlock(makeInterview(3, { status: 'Incomplete' }));
    await user.click(editButton());
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Accommodations cannot change once the interview is completed.',
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the dialog open after any other failure, so Save can be tried again', async () => {
    mockPatch(apiError(500));
    const { user } = renderBlock(makeInterview(4, { status: 'Incomplete' }));
    await user.click(editButton());
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to save accommodations. Please try again.'),
    );
    expect(dialog()).toBeTruthy();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('refuses out-of-range extra tries without calling the server', async () => {
    const patch = mockPatch({});
    const { user } = renderBlock(makeInterview(5, { status: 'Incomplete' }));
    await user.click(editButton());
    await user.clear(extraTries());
    await user.type(extraTries(), '9');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    const message = document.getElementById(extraTries().getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('Extra tries must be a whole number from 0 to 5');
    await waitFor(() => expect(document.activeElement).toBe(extraTries()));
    await expectNoRequests(patch);
  });

  it('offers audio only for a video questionnaire, or when it is already allowed', async () => {
    const { user } = renderBlock(makeInterview(6, { status: 'Incomplete' }), 'Audio');
    await user.click(editButton());
    expect(audioOnly()).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('still offers audio only when already allowed, so it can be taken back', async () => {
    const { user } = renderBlock(makeInterview(7, { status: 'Incomplete', accommodations: SOME }), undefined);
    await user.click(editButton());
    expect(audioOnly()).toBeTruthy();
  });
});
