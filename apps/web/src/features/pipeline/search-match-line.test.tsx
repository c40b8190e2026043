import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeInterview } from '../../test/recruiter/interview-factories';
import { renderWithProviders } from '../../testing';
import { InterviewTable } from './interview-table';
import { markedParts } from './search-match-line';
import { SelectionBar } from './selection-bar';
import type { Selection } from './use-selection';

describe('the search match line', () => {
  it('marks the words that start with a searched word, whatever their case', () => {
    expect(markedParts('I build Autonomous warehouse robots.', 'WAREHOUSE auto')).toEqual([
      { text: 'I', isMatch: false },
      { text: ' ', isMatch: false },
      { text: 'build', isMatch: false },
      { text: ' ', isMatch: false },
      { text: 'Autonomous', isMatch: true },
      { text: ' ', isMatch: false },
      { text: 'warehouse', isMatch: true },
      { text: ' ', isMatch: false },
      { text: 'robots', isMatch: false },
      { text: '.', isMatch: false },
    ]);
  });

  it('marks accented words for a search typed without accents, and the other way round', () => {
    const marked = (text: string, query: string) =>
      markedParts(text, query)
        .filter((p) => p.isMatch)
        .map((p) => p.text);
    expect(marked('José diseñó la canción', 'jose CANCION')).toEqual(['José', 'canción']);
    expect(marked('Herr Muller aus Köln', 'müller koln')).toEqual(['Muller', 'Köln']);
  });

  it('shows the matching transcript line under the name in the table, the match marked', () => {
    const interview = makeInterview(1, {
      searchMatch: { questionId: 'question-1', text: 'i build autonomous warehouse robots', start: 0.4 },
    });
    renderWithProviders(
      <InterviewTable
        interviews={[interview, makeInterview(2)]}
        status="all"
        isSelected={() => false}
        onSelect={vi.fn()}
        onSelectAll={vi.fn()}
        focusIndex={null}
        searchQuery="robots"
      />,
    );
    const rows = screen.getAllByRole('row').slice(1);
    const line = within(rows[0]!).getByText(/Said in an answer/).parentElement!;
    expect(line.textContent).toBe('Said in an answer: i build autonomous warehouse robots');
    expect(within(line).getByText('robots').tagName).toBe('MARK');
    expect(within(rows[1]!).queryByText(/Said in an answer/)).toBeNull();
  });
});

describe('the selection bar', () => {
  const selection = (count: number): Selection =>
    ({
      count,
      items: Array.from({ length: count }, (_, i) => makeInterview(i + 1)),
      clear: vi.fn(),
    }) as unknown as Selection;

  it('is in place when nothing is ticked (saying what ticking is for), then offers the actions', async () => {
    const { rerender } = renderWithProviders(<SelectionBar companyId={1} selection={selection(0)} />);
    const bar = screen.getByRole('region', { name: 'Selected interviews' });
    expect(bar.textContent).toBe('Tick interviews to move, compare or share them.');
    expect(within(bar).queryByRole('button')).toBeNull();
    rerender(<SelectionBar companyId={1} selection={selection(2)} />);
    expect(screen.getByRole('region', { name: 'Selected interviews' }).textContent).toContain('2 selected');
    const ticked = selection(2);
    rerender(<SelectionBar companyId={1} selection={ticked} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(ticked.clear).toHaveBeenCalledTimes(1);
  });
});
