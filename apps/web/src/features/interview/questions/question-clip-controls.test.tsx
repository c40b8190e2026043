import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { QuestionClipControls } from './question-clip-controls';

function Controls() {
  const [isOn, setIsOn] = useState(false);
  return (
    <QuestionClipControls
      isMuted={false}
      onReplay={() => {}}
      onToggleMute={() => {}}
      isCaptionsOn={isOn}
      onToggleCaptions={() => setIsOn((on) => !on)}
    />
  );
}

describe('the question clip’s captions toggle', () => {
  it('starts off (the question is on screen) and toggles by keyboard', async () => {
    render(<Controls />);
    const cc = screen.getByRole('button', { name: 'Automatic captions' });
    expect(cc.getAttribute('aria-pressed')).toBe('false');
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(cc);
    await user.keyboard('{Enter}');
    expect(cc.getAttribute('aria-pressed')).toBe('true');
  });
});
