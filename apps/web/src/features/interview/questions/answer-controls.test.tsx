import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnswerControls } from './answer-controls';
import { initialAnswerState, type AnswerPhase } from './answer-machine';
import { TakePlayback } from './take-playback';

const resolved = () => Promise.resolve();

/** The question screen's take area and its pinned actions, in the phase given. */
function TakeScreen({ phase, hasPlayback }: { phase: AnswerPhase; hasPlayback: boolean }) {
  const answer = { ...initialAnswerState(2), phase, hasRecording: phase === 'stopped' };
  return (
    <>
      {hasPlayback && <TakePlayback url="blob:take" kind="audio" onError={() => undefined} />}
      <AnswerControls
        answer={answer}
        startedBy="start"
        isThinking={false}
        isChecking={false}
        canBlur={false}
        isBlurOn={false}
        isBlurStarting={false}
        onStart={resolved}
        onRerecord={() => undefined}
        onStartNow={() => undefined}
        onStop={resolved}
        onSubmit={resolved}
        onToggleBlur={() => undefined}
        meter={null}
        footer={null}
      />
    </>
  );
}

describe('AnswerControls focus', () => {
  it('moves the focus to Stop Recording once the take records', () => {
    const view = render(<TakeScreen phase="starting" hasPlayback={false} />);
    view.rerender(<TakeScreen phase="recording" hasPlayback={false} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Stop Recording' }));
  });

  it('puts the focus on the take\u2019s Play after Stop, not on Submit, so Enter twice does not send it', () => {
    const view = render(<TakeScreen phase="stopping" hasPlayback={false} />);
    view.rerender(<TakeScreen phase="stopped" hasPlayback />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Play recording' }));
    expect(screen.getByRole('button', { name: 'Submit' })).not.toBe(document.activeElement);
  });

  it('keeps the page\u2019s scroll padding at the pinned bar\u2019s height while it is shown', () => {
    const view = render(<TakeScreen phase="idle" hasPlayback={false} />);
    expect(document.documentElement.style.scrollPaddingBottom).toMatch(/^\d+px$/);
    view.unmount();
    expect(document.documentElement.style.scrollPaddingBottom).toBe('');
  });
});
