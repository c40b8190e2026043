import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeResponse } from '../../../test/recruiter/interview-factories';
import { renderWithProviders } from '../../../testing';
import { AnswerPlayer } from './answer-player';

const CAPTIONS = '/api/v1/media/answers/question-1/captions';

function renderPlayer(overrides: Parameters<typeof makeResponse>[0] = {}) {
  const response = makeResponse({ captionsUrl: CAPTIONS, ...overrides });
  return renderWithProviders(
    <AnswerPlayer response={response} position={1} speed={1} onSpeedChange={() => {}} />,
  );
}

const ccButton = () => screen.getByRole('button', { name: 'Automatic captions' });
const trackOf = (container: HTMLElement) => container.querySelector('video track, audio track');

describe('the review player’s captions', () => {
  it('gives a video with sound a captions track, off until the reviewer presses CC (mouse or keyboard)', async () => {
    const { container } = renderPlayer();
    const track = trackOf(container);
    expect(track).not.toBeNull();
    expect(track?.getAttribute('kind')).toBe('captions');
    expect(track?.getAttribute('label')).toBe('Automatic captions');
    expect(track?.getAttribute('src')).toBe(CAPTIONS);
    expect(ccButton().getAttribute('aria-pressed')).toBe('false');

    const user = userEvent.setup();
    await user.click(ccButton());
    expect(ccButton().getAttribute('aria-pressed')).toBe('true');
    ccButton().focus();
    await user.keyboard('{Enter}');
    expect(ccButton().getAttribute('aria-pressed')).toBe('false');
    await user.keyboard(' ');
    expect(ccButton().getAttribute('aria-pressed')).toBe('true');
  });

  it('starts with captions on when the video has no sound to play', () => {
    renderPlayer({ audioUrl: null });
    expect(ccButton().getAttribute('aria-pressed')).toBe('true');
  });

  it('turns captions on when the reviewer mutes the player, but not after they turned them off', async () => {
    const { container } = renderPlayer();
    const video = container.querySelector('video')!;
    video.muted = true;
    fireEvent(video, new Event('volumechange'));
    expect(ccButton().getAttribute('aria-pressed')).toBe('true');

    await userEvent.setup().click(ccButton());
    expect(ccButton().getAttribute('aria-pressed')).toBe('false');
    fireEvent(video, new Event('volumechange'));
    expect(ccButton().getAttribute('aria-pressed')).toBe('false');
  });

  it('shows an audio answer’s current caption under the player while captions are on', async () => {
    const { container } = renderPlayer({ videoUrl: null, thumbnailUrl: null });
    expect(container.querySelector('audio track')).not.toBeNull();
    expect(screen.queryByRole('group', { name: 'Automatic captions' })).toBeNull();
    await userEvent.setup().click(ccButton());
    expect(screen.getByRole('group', { name: 'Automatic captions' }).textContent).toBe('\u00a0');
  });

  it("names the track's language as the transcript's, and claims none it was not told", () => {
    const transcribed = (language: string | null | undefined) =>
      makeResponse({ transcription: { ...makeResponse().transcription, language } });
    for (const language of ['en', 'es', 'pt-BR']) {
      const { container, unmount } = renderPlayer(transcribed(language));
      expect(trackOf(container)?.getAttribute('srclang')).toBe(language);
      unmount();
    }
    // An older server sends no language, and one may not know it: the track then says nothing.
    for (const language of [null, undefined]) {
      const { container, unmount } = renderPlayer(transcribed(language));
      expect(trackOf(container)).not.toBeNull();
      expect(trackOf(container)?.hasAttribute('srclang')).toBe(false);
      unmount();
    }
  });

  it('offers no captions when the answer has none', () => {
    const { container } = renderPlayer({ captionsUrl: null });
    expect(trackOf(container)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Automatic captions' })).toBeNull();
  });
});
