import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnswerDialogs, useAnswerDialogs } from './answer-dialogs';

const SILENCE = { silent: false, reset: () => undefined };
const NO_RERECORD = { isOpen: false, triesLeft: 2, onConfirm: () => undefined, onCancel: () => undefined };

function Screen({ isOnline, isTakeUnderway }: { isOnline: boolean; isTakeUnderway: boolean }) {
  const dialogs = useAnswerDialogs(isOnline);
  return (
    <>
      {/* Stands for an action refused offline (Start, Rerecord). */}
      <button type="button" onClick={dialogs.showOffline}>
        Refused action
      </button>
      <AnswerDialogs
        dialogs={dialogs}
        silence={SILENCE}
        rerecordConfirm={NO_RERECORD}
        isTakeUnderway={isTakeUnderway}
      />
    </>
  );
}

const connectionLost = () => screen.queryByRole('dialog', { name: 'Connection Lost' });

describe('Connection Lost on the question screen', () => {
  it('opens when the connection goes before any take, and closes when it is back (spec §4)', async () => {
    const view = render(<Screen isOnline isTakeUnderway={false} />);
    view.rerender(<Screen isOnline={false} isTakeUnderway={false} />);
    expect(await screen.findByRole('dialog', { name: 'Connection Lost' })).toBeTruthy();
    expect(screen.getByText('You are offline. Please reconnect to continue.')).toBeTruthy();
    view.rerender(<Screen isOnline isTakeUnderway={false} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(connectionLost()).toBeNull();
  });

  it('does not cover a take being recorded or kept: the take goes on', async () => {
    const view = render(<Screen isOnline isTakeUnderway />);
    view.rerender(<Screen isOnline={false} isTakeUnderway />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(connectionLost()).toBeNull();
  });

  it('opens mid-take when an action is refused for want of the connection (spec §5)', async () => {
    const view = render(<Screen isOnline isTakeUnderway />);
    view.rerender(<Screen isOnline={false} isTakeUnderway />);
    fireEvent.click(screen.getByRole('button', { name: 'Refused action' }));
    expect(await screen.findByRole('dialog', { name: 'Connection Lost' })).toBeTruthy();
  });
});
