import { render, screen } from '@testing-library/react';
import type { InterviewResponse } from '@vi/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { foreignLanguageName, TranscriptPanel, type TranscriptTexts } from './transcript-panel';

const texts: TranscriptTexts = {
  heading: 'Transcript',
  pending: 'Transcription in progress…',
  unavailable: 'Transcript unavailable',
  empty: 'No speech',
  machineMade: 'Automatic transcript — may contain mistakes.',
  language: (name) => `Language: ${name}`,
  seekTo: (stamp) => `Play from ${stamp}`,
};

type Transcription = InterviewResponse['transcription'];
const spanish: Transcription = {
  status: 'done',
  text: 'Me gusta trabajar de noche.',
  segments: [{ start: 0, end: 2, text: 'Me gusta trabajar de noche.' }],
  language: 'es',
};

const renderPanel = (transcription: Transcription) =>
  render(
    <TranscriptPanel
      transcription={transcription}
      active={-1}
      canSeek
      onSeek={() => undefined}
      texts={texts}
      block="review-transcript"
    />,
  );

afterEach(() => {
  document.documentElement.lang = 'en';
});

describe('the transcript’s language', () => {
  it('is named when it is not the interface’s, and the words carry their own lang', () => {
    renderPanel(spanish);
    expect(screen.getByText('Language: Spanish')).toBeTruthy();
    expect(
      screen
        .getByRole('button', { name: /Me gusta/ })
        .closest('[lang]')
        ?.getAttribute('lang'),
    ).toBe('es');
  });

  it('is not marked when it is the interface’s own, whatever its region', () => {
    renderPanel({ ...spanish, language: 'en-US', text: 'Hello', segments: [] });
    expect(screen.queryByText(/^Language:/)).toBeNull();
    expect(screen.getByText('Hello')).toBeTruthy();
  });

  it('is named in the interface’s language', () => {
    document.documentElement.lang = 'de';
    renderPanel({ ...spanish, language: 'pt-BR' });
    expect(screen.getByText('Language: Portugiesisch (Brasilien)')).toBeTruthy();
  });

  it('is named beside the reason when there are no words', () => {
    renderPanel({
      status: 'unavailable',
      text: null,
      segments: [],
      language: 'fr',
      reason: 'not in English',
    });
    expect(screen.getByText('Language: French')).toBeTruthy();
    expect(screen.getByText('Not in English.')).toBeTruthy();
  });

  it('is shown as written when Intl cannot read the tag, and not at all when unknown', () => {
    expect(foreignLanguageName('x-bogus-!', 'en')).toBe('x-bogus-!');
    expect(foreignLanguageName(null, 'en')).toBeNull();
  });
});
