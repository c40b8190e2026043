import { useEffect, useId, useRef, useState } from 'react';
import { PIPELINE_TEXTS as T } from './texts';

/** How long typing must pause before the list asks the server. */
export const SEARCH_DEBOUNCE_MS = 350;

type SearchBoxProps = { value: string; onSearch: (q: string) => void };

/** The search box: the list follows the typing once it pauses; Enter searches at once. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [outside, setOutside] = useState(value);
  // The latest callback, without restarting the pause each time the list re-renders.
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });
  // The address changed without typing (Clear filters, a link): show what is searched now.
  if (outside !== value) {
    setOutside(value);
    setText(value);
  }

  useEffect(() => {
    if (text === value) return;
    const timer = window.setTimeout(() => onSearchRef.current(text), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value]);

  return (
    <form
      role="search"
      className="pipeline-search"
      onSubmit={(event) => {
        event.preventDefault();
        if (text !== value) onSearch(text);
      }}
    >
      <label htmlFor={id} className="form-label">
        {T.search}
      </label>
      <input
        id={id}
        type="search"
        className="form-control"
        value={text}
        maxLength={200}
        placeholder={T.searchPlaceholder}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}
