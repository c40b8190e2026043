import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextArea } from './text-area';
import { TextInput } from './text-input';

type Kind = 'input' | 'textarea';

function Harness({
  kind,
  sanitize,
  initial = '',
  onValue,
  maxLength,
}: {
  kind: Kind;
  sanitize?: boolean;
  initial?: string;
  onValue?: (v: string) => void;
  maxLength?: number;
}) {
  const [value, setValue] = useState(initial);
  const onValueChange = (next: string) => {
    setValue(next);
    onValue?.(next);
  };
  return (
    <label>
      Notes
      {kind === 'input' ? (
        <TextInput value={value} onValueChange={onValueChange} sanitize={sanitize} maxLength={maxLength} />
      ) : (
        <TextArea value={value} onValueChange={onValueChange} sanitize={sanitize} maxLength={maxLength} />
      )}
    </label>
  );
}

function field(): HTMLInputElement | HTMLTextAreaElement {
  return screen.getByRole('textbox', { name: 'Notes' });
}

describe.each<Kind>(['input', 'textarea'])('%s', (kind) => {
  it('passes typed text through unchanged when sanitising is off', async () => {
    render(<Harness kind={kind} />);
    await userEvent.type(field(), '<b>hi</b>');
    expect(field().value).toBe('<b>hi</b>');
  });

  it('strips unsafe HTML from typed text when sanitising is on, keeping plain symbols', async () => {
    const onValue = vi.fn();
    render(<Harness kind={kind} sanitize initial="" onValue={onValue} />);
    await userEvent.type(field(), 'a & b < c');
    expect(field().value).toBe('a & b < c');

    await userEvent.clear(field());
    await userEvent.click(field());
    await userEvent.paste('<img src=x onerror=alert(1)>ok');
    expect(field().value).toBe('ok');
  });

  it('puts sanitised pasted text at the cursor, replacing the selection', async () => {
    render(<Harness kind={kind} sanitize initial="hello cruel world" />);
    const element = field();
    element.focus();
    element.setSelectionRange(6, 11);
    await userEvent.paste('<script>x</script><em>kind</em>');

    expect(element.value).toBe('hello kind world');
    expect(element.selectionStart).toBe(10);
    expect(element.selectionEnd).toBe(10);
  });

  it('inserts pasted text at a collapsed caret', async () => {
    render(<Harness kind={kind} sanitize initial="ac" />);
    const element = field();
    element.focus();
    element.setSelectionRange(1, 1);
    await userEvent.paste('b');
    expect(element.value).toBe('abc');
  });

  it('respects maxLength on a sanitised paste', async () => {
    render(<Harness kind={kind} sanitize initial="abc" maxLength={5} />);
    const element = field();
    element.focus();
    element.setSelectionRange(3, 3);
    await userEvent.paste('defgh');
    expect(element.value).toBe('abcde');
  });

  it('uses the browser paste when sanitising is off', async () => {
    render(<Harness kind={kind} initial="ac" />);
    const element = field();
    element.focus();
    element.setSelectionRange(1, 1);
    await userEvent.paste('<b>');
    expect(element.value).toBe('a<b>c');
  });
});

describe('invalid state', () => {
  it('marks the control invalid for assistive technology and styling', () => {
    render(
      <>
        <TextInput aria-label="Name" value="" onValueChange={() => undefined} invalid />
        <TextArea aria-label="Bio" value="" onValueChange={() => undefined} invalid />
      </>,
    );
    for (const name of ['Name', 'Bio']) {
      const control = screen.getByRole('textbox', { name });
      expect(control.getAttribute('aria-invalid')).toBe('true');
      expect(control.className).toContain('is-invalid');
    }
  });
});
