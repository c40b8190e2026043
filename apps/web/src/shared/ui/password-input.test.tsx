import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PasswordInput } from './password-input';

function Harness() {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="pw">Password</label>
      <PasswordInput id="pw" value={value} onValueChange={setValue} />
    </>
  );
}

describe('PasswordInput', () => {
  it('hides the password until the toggle is pressed, and hides it again', async () => {
    render(<Harness />);
    const input = screen.getByLabelText<HTMLInputElement>('Password');
    expect(input.type).toBe('password');
    await userEvent.type(input, 's3cret');
    expect(input.value).toBe('s3cret');

    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe('pw');

    await userEvent.click(toggle);
    expect(input.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Password' })).toBe(input);

    await userEvent.click(toggle);
    expect(input.type).toBe('password');
  });

  it('is reachable and operable by keyboard', async () => {
    render(<Harness />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.getByLabelText<HTMLInputElement>('Password').type).toBe('text');
  });
});
