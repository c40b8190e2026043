import type { ListView } from './grid-memory';
import { PIPELINE_TEXTS as T } from './texts';

/** Cards or table: two toggle buttons, the chosen one pressed. */
export function ViewToggle({ view, onChange }: { view: ListView; onChange: (view: ListView) => void }) {
  return (
    <div className="btn-group btn-group-sm" role="group" aria-label={T.view}>
      {(['cards', 'table'] as const).map((option) => (
        <button
          key={option}
          type="button"
          className={view === option ? 'btn btn-secondary' : 'btn btn-outline-secondary'}
          aria-pressed={view === option}
          onClick={() => onChange(option)}
        >
          {option === 'cards' ? T.cardsView : T.tableView}
        </button>
      ))}
    </div>
  );
}
