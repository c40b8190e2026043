import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnswerReceipt, PublicJob } from '@vi/contracts';
import { mockApi, renderWithProviders } from '../../testing';
import { registerStream } from '../../shared/media/live-tracks';
import { createSessionStore } from '../../shared/storage/session-store';
import { createPublicConfig, mockPublicConfig } from '../../test/public-config-fixture';
import { UI_LIMITS } from '../../shared/lib/ui-limits';
import { resetPublicConfigCache } from '../../shared/api/public-config';
import { InterviewSuccessPage } from './interview-success';

function fakeLiveStream() {
  const track = { readyState: 'live' as MediaStreamTrackState, stop: vi.fn() };
  registerStream({ getTracks: () => [track] } as unknown as MediaStream);
  return track;
}

/** The config through the network (mockPublicConfig answers every GET with it). */
function serveConfig() {
  resetPublicConfigCache();
  mockApi('get', '/config', createPublicConfig());
}

const allHeld: AnswerReceipt = { status: 'Completed', ready: 2, processing: 0, needsNewAnswer: [] };

describe('InterviewSuccessPage', () => {
  beforeEach(() => {
    mockApi('get', '/answer/:guid/receipt', allHeld);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await createSessionStore().clear();
  });

  it('asks the server what it holds of this interview, and says complete when it holds every answer', async () => {
    serveConfig();
    await createSessionStore().set('applicantGuid', 'guid-held');
    const receipt = mockApi('get', '/answer/:guid/receipt', allHeld);
    renderWithProviders(<InterviewSuccessPage />);

    await waitFor(() => expect(receipt.calls.map((c) => c.path)).toEqual(['/answer/guid-held/receipt']));
    expect(screen.getByRole('heading', { level: 2, name: 'Interview Successfully Completed' })).toBeDefined();
    expect(screen.getByRole('status').textContent).toBe('');
    // Only an interview a knockout answer ended says it ended early.
    expect(screen.queryByText(/The interview ended here/)).toBeNull();
  });

  it('says the interview ended early after a knockout answer, what is kept and that a person decides', async () => {
    serveConfig();
    await createSessionStore().set('applicantGuid', 'guid-held');
    const receipt = mockApi('get', '/answer/:guid/receipt', allHeld);
    renderWithProviders(<InterviewSuccessPage isEndedEarly />);
    await waitFor(() => expect(receipt.calls).toHaveLength(1));
    expect(
      await screen.findByText(
        'The interview ended here: one of your answers shows that a requirement of this role may not be met, so the remaining questions were not asked. Your answers so far are kept, and a person will review them: nothing is decided automatically.',
      ),
    ).toBeDefined();
  });

  it('says which answers are still being processed', async () => {
    serveConfig();
    await createSessionStore().set('applicantGuid', 'guid-processing');
    mockApi('get', '/answer/:guid/receipt', { ...allHeld, ready: 1, processing: 1 });
    renderWithProviders(<InterviewSuccessPage />);

    expect(
      await screen.findByText(
        'We are still processing one of your answers. If one cannot be used, this page will say so, with a link to record it again.',
      ),
    ).toBeDefined();
  });

  it('never says complete for an answer the server refused: it asks for it again, with the link', async () => {
    serveConfig();
    await createSessionStore().set('applicantGuid', 'guid-refused');
    const message =
      'We could not process your answer to “Why us?”. Please record it again. The recording could not be read as audio or video.';
    mockApi('get', '/answer/:guid/receipt', {
      status: 'Incomplete',
      ready: 1,
      processing: 0,
      needsNewAnswer: [{ questionId: 'q2', questionText: 'Why us?', message }],
    } satisfies AnswerReceipt);
    renderWithProviders(<InterviewSuccessPage />);

    expect(
      await screen.findByRole('heading', { level: 2, name: 'One answer needs to be recorded again' }),
    ).toBeDefined();
    expect(screen.getByText(message)).toBeDefined();
    expect(screen.queryByText('Interview Successfully Completed')).toBeNull();
    expect(screen.queryByText(/Your answers were sent/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Record it again' }).getAttribute('href')).toBe(
      '/interview/onboarding/guid-refused',
    );
  });

  it('shows the heading and the text naming the provider from the config', async () => {
    mockPublicConfig();
    render(<InterviewSuccessPage />);

    expect(screen.getByRole('heading', { level: 2, name: 'Interview Successfully Completed' })).toBeDefined();
    expect(
      await screen.findByText(
        "Thank you! You can close this tab, or please consider registering as a Jobseeker with Acme Careers's job board!",
      ),
    ).toBeDefined();
  });

  it('stops live camera and microphone tracks on entry and on exit', () => {
    mockPublicConfig();
    const onEntry = fakeLiveStream();

    const { unmount } = render(<InterviewSuccessPage />);
    expect(onEntry.stop).toHaveBeenCalledTimes(1);

    const openedLater = fakeLiveStream();
    unmount();
    expect(openedLater.stop).toHaveBeenCalledTimes(1);
  });

  it('without a job-seeker site, offers no registration, in the button or the text', async () => {
    mockPublicConfig(createPublicConfig({ jobseekerSiteUrl: null, productTitle: 'Plain' }));
    render(<InterviewSuccessPage />);

    expect(await screen.findByText('Thank you! You can close this tab.')).toBeDefined();
    expect(screen.queryByText(/registering as a Jobseeker/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Register as a Jobseeker' })).toBeNull();
  });

  it('offers the applicant their data (download, erase) for the interview just finished', async () => {
    const get = mockPublicConfig();
    await createSessionStore().set('applicantGuid', 'guid-of-this-interview');
    const renderYourData = vi.fn((guid: string) => <p>your data of {guid}</p>);
    render(<InterviewSuccessPage renderYourData={renderYourData} />);

    expect(await screen.findByText('your data of guid-of-this-interview')).toBeDefined();
    // The page then asks for its receipt (an effect after this render). Asked once the test has ended and
    // its spy is gone, the request would go to the network and fail the next test.
    await waitFor(() => expect(get).toHaveBeenCalledWith('/answer/guid-of-this-interview/receipt'));
  });

  it('says what happens next, naming the company of the interview', async () => {
    mockPublicConfig();
    const store = createSessionStore();
    await store.set('job', { companyName: 'Demo Company' } as PublicJob);
    render(<InterviewSuccessPage />);

    expect(
      await screen.findByText(
        'Your answers were sent to Demo Company. Their recruiters will review them and contact you by email.',
      ),
    ).toBeDefined();
    await store.clear();
  });

  it('words the next steps without a company when the session does not know it', async () => {
    mockPublicConfig();
    await createSessionStore().clear();
    render(<InterviewSuccessPage />);

    expect(
      await screen.findByText(
        'Your answers were sent to the company that invited you. Its recruiters will review them and contact you by email.',
      ),
    ).toBeDefined();
  });

  it('offers the support contact', async () => {
    mockPublicConfig();
    render(<InterviewSuccessPage />);

    expect((await screen.findByRole('link', { name: 'help@example.test' })).getAttribute('href')).toBe(
      'mailto:help@example.test',
    );
    expect(screen.getByText(/Need Assistance\? Please email us at/)).toBeDefined();
  });

  it('Register as a Jobseeker spins, stays disabled for the delay, then opens the site in a new tab', async () => {
    mockPublicConfig();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<InterviewSuccessPage />);

    const button = await screen.findByRole('button', { name: 'Register as a Jobseeker' });
    const clickedAt = Date.now();
    fireEvent.click(button);

    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(true));
    expect(screen.getByTestId('button-spinner')).toBeDefined();
    expect(open).not.toHaveBeenCalled();

    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(UI_LIMITS.registerDelayMs - 5);
    expect(open).toHaveBeenCalledWith('https://jobs.example.test/register', '_blank', 'noopener,noreferrer');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  });
});
