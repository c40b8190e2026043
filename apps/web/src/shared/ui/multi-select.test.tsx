import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MultiSelect, NOTHING_SELECTED, parseMultiValue, type MultiSelectOption } from './multi-select';

const OPTIONS: MultiSelectOption[] = [
  { value: 'ny', label: 'New York' },
  { value: 'la', label: 'Los Angeles' },
  { value: 'sf', label: 'San Francisco' },
];

function Harness({ initial = '', onChange }: { initial?: string; onChange?: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <div>
      <span id="loc-label">Locations</span>
      <MultiSelect
        options={OPTIONS}
        value={value}
        labelledBy="loc-label"
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <button type="button">Elsewhere</button>
    </div>
  );
}

function trigger() {
  return screen.getByRole('button', { name: /^Locations/ });
}

describe('MultiSelect', () => {
  it('shows "Nothing Selected" when empty and the chosen texts joined by ", " otherwise', () => {
    const { unmount } = render(<Harness />);
    expect(trigger().textContent).toBe(NOTHING_SELECTED);
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    unmount();

    render(<Harness initial="sf,ny" />);
    expect(trigger().textContent).toBe('New York, San Francisco');
  });

  it('reports values joined by "," and "" when everything is deselected', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(trigger());

    const listbox = screen.getByRole('listbox', { name: 'Locations' });
    expect(listbox.getAttribute('aria-multiselectable')).toBe('true');
    await userEvent.click(screen.getByRole('option', { name: 'Los Angeles' }));
    await userEvent.click(screen.getByRole('option', { name: 'New York' }));
    expect(onChange).toHaveBeenLastCalledWith('ny,la');
    expect(screen.getByRole('option', { name: 'New York' }).getAttribute('aria-selected')).toBe('true');
    expect(trigger().textContent).toBe('New York, Los Angeles');

    await userEvent.click(screen.getByRole('option', { name: 'New York' }));
    await userEvent.click(screen.getByRole('option', { name: 'Los Angeles' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(trigger().textContent).toBe(NOTHING_SELECTED);
  });

  it('stays open while choosing and closes on an outside click', async () => {
    render(<Harness />);
    await userEvent.click(trigger());
    await userEvent.click(screen.getByRole('option', { name: 'New York' }));
    expect(screen.getByRole('listbox')).toBeTruthy();

    await userEvent.click(document.body);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when focus moves elsewhere', async () => {
    render(<Harness />);
    await userEvent.click(trigger());
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    await vi.waitFor(() => {
      expect(screen.queryByRole('listbox')).toBeNull();
    });
  });

  it('is keyboard operable: open, move, toggle, Escape returns focus', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);

    await userEvent.tab();
    expect(document.activeElement).toBe(trigger());
    await userEvent.keyboard('{ArrowDown}');
    const listbox = screen.getByRole('listbox');
    expect(document.activeElement).toBe(listbox);
    expect(listbox.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'New York' }).id,
    );

    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown} ');
    expect(onChange).toHaveBeenLastCalledWith('sf');
    await userEvent.keyboard('{Home}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('ny,sf');
    await userEvent.keyboard('{End}{ArrowUp} ');
    expect(onChange).toHaveBeenLastCalledWith('ny,la,sf');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(trigger());

    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('listbox')).toBeTruthy();
    await userEvent.tab();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('does not open when disabled and can be named by aria-label', async () => {
    render(<MultiSelect options={OPTIONS} value="" onChange={() => undefined} ariaLabel="Skills" disabled />);
    const button = screen.getByRole('button', { name: 'Skills' });
    await userEvent.click(button);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('parseMultiValue splits the comma form', () => {
    expect(parseMultiValue('')).toEqual([]);
    expect(parseMultiValue('a,b')).toEqual(['a', 'b']);
  });
});
