import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicJob } from '@vi/contracts';
import { registerStream } from '../../shared/media/live-tracks';
import { createSessionStore } from '../../shared/storage/session-store';
import { createPublicConfig, mockPublicConfig } from '../../test/public-config-fixture';
import { UI_LIMITS } from '../../shared/lib/ui-limits';
import { InterviewSuccessPage } from './interview-success';

function fakeLiveStream() {
  const track = { readyState: 'live' as MediaStreamTrackState, stop: vi.fn() };
  registerStream({ getTracks: () => [track] } as unknown as MediaStream);
  return track;
}

describe('InterviewSuccessPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
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
    mockPublicConfig();
    await createSessionStore().set('applicantGuid', 'guid-of-this-interview');
    const renderYourData = vi.fn((guid: string) => <p>your data of {guid}</p>);
    render(<InterviewSuccessPage renderYourData={renderYourData} />);

    expect(await screen.findByText('your data of guid-of-this-interview')).toBeDefined();
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
