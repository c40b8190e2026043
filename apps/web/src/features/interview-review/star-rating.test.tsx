import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { StarRating } from './star-rating';

function Harness({ onChange }: { onChange: (stars: number | null) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <StarRating
      label="Overall"
      value={value}
      onChange={(stars) => {
        setValue(stars);
        onChange(stars);
      }}
    />
  );
}

// jsdom has no CSS.escape, which user-event uses to walk a radio group with the arrow keys.
if (typeof globalThis.CSS === 'undefined') {
  vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) });
}

describe('StarRating', () => {
  it('is a radio group of five stars: click, arrow keys and Clear', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Overall' });
    const radios = within(group).getAllByRole<HTMLInputElement>('radio');
    expect(radios.map((r) => r.labels?.[0]?.textContent)).toEqual([
      '★1 star',
      '★2 stars',
      '★3 stars',
      '★4 stars',
      '★5 stars',
    ]);
    const user = userEvent.setup();
    await user.click(within(group).getByText('3 stars'));
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(radios[2]!.checked).toBe(true);
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(radios[3]!.checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Clear Overall' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(radios.every((r) => !r.checked)).toBe(true);
  });
});
