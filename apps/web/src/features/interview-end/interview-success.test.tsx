import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerStream } from '../../shared/media/live-tracks';
import { createPublicConfig, mockPublicConfig } from '../../test/public-config-fixture';
import { InterviewSuccessPage } from './interview-success';
import { UI_LIMITS } from '../../shared/lib/ui-limits';

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

  it('hides Register as a Jobseeker when no job-seeker site is configured', async () => {
    mockPublicConfig(createPublicConfig({ jobseekerSiteUrl: null, productTitle: 'Plain' }));
    render(<InterviewSuccessPage />);

    await screen.findByText(/with Plain's job board!/);
    expect(screen.queryByRole('button', { name: 'Register as a Jobseeker' })).toBeNull();
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
