import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeResponse } from '../../test/recruiter/interview-factories';
import { renderWithProviders } from '../../testing';
import { SharedAnswerPlayer } from './shared-answer-player';

const CAPTIONS = '/api/v1/shared/tok/media/a1/captions';

describe('the share page player’s captions', () => {
  it('carries the link’s captions track and a CC toggle', async () => {
    const response = makeResponse({
      captionsUrl: CAPTIONS,
      transcription: { ...makeResponse().transcription, language: 'en-GB' },
    });
    const { container } = renderWithProviders(
      <SharedAnswerPlayer response={response} position={1} onMediaError={() => {}} />,
    );
    const track = container.querySelector('video track');
    expect(track?.getAttribute('src')).toBe(CAPTIONS);
    expect(track?.getAttribute('label')).toBe('Automatic captions');
    expect(track?.getAttribute('srclang')).toBe('en-GB');
    const cc = screen.getByRole('button', { name: 'Automatic captions' });
    expect(cc.getAttribute('aria-pressed')).toBe('false');
    await userEvent.setup().click(cc);
    expect(cc.getAttribute('aria-pressed')).toBe('true');
  });

  it('starts with captions on for a video without sound', () => {
    const response = makeResponse({ captionsUrl: CAPTIONS, audioUrl: null });
    renderWithProviders(<SharedAnswerPlayer response={response} position={1} onMediaError={() => {}} />);
    expect(screen.getByRole('button', { name: 'Automatic captions' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});
