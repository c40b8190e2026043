import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import './multi-select.css';

export const NOTHING_SELECTED = 'Nothing Selected';

export type MultiSelectOption = { value: string; label: string };

type MultiSelectProps = {
  options: readonly MultiSelectOption[];
  /** Chosen values joined by commas ('' for none), the same shape onChange reports. */
  value: string;
  onChange: (value: string) => void;
  id?: string;
  /** id of a visible label (e.g. FormField's); otherwise give ariaLabel. */
  labelledBy?: string;
  ariaLabel?: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
};

export function parseMultiValue(value: string): string[] {
  return value === '' ? [] : value.split(',');
}

export function MultiSelect({
  options,
  value,
  onChange,
  id,
  labelledBy,
  ariaLabel,
  disabled = false,
  invalid = false,
  describedBy,
}: MultiSelectProps) {
  const generatedId = useId();
  const baseId = id ?? generatedId;
  const listId = `${baseId}-listbox`;
  const valueId = `${baseId}-value`;
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);

  const selected = parseMultiValue(value);
  // Option order, not click order, so the summary reads the same however it was built.
  const chosen = options.filter((option) => selected.includes(option.value));
  const summary = chosen.length === 0 ? NOTHING_SELECTED : chosen.map((o) => o.label).join(', ');

  useEffect(() => {
    if (!isOpen) return;
    function closeOnOutside(event: Event) {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      setIsOpen(false);
    }
    document.addEventListener('mousedown', closeOnOutside);
    document.addEventListener('touchstart', closeOnOutside);
    document.addEventListener('focusin', closeOnOutside);
    return () => {
      document.removeEventListener('mousedown', closeOnOutside);
      document.removeEventListener('touchstart', closeOnOutside);
      document.removeEventListener('focusin', closeOnOutside);
    };
  }, [isOpen]);

  useEffect(() => {
    if (isOpen) listRef.current?.focus();
  }, [isOpen]);

  function open(index = 0) {
    if (disabled || options.length === 0) return;
    setActiveIndex(Math.min(Math.max(index, 0), options.length - 1));
    setIsOpen(true);
  }

  function close() {
    setIsOpen(false);
    triggerRef.current?.focus();
  }

  function toggle(optionValue: string) {
    const next = selected.includes(optionValue)
      ? selected.filter((v) => v !== optionValue)
      : [...selected, optionValue];
    const ordered = options.map((o) => o.value).filter((v) => next.includes(v));
    onChange(ordered.join(','));
  }

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open(event.key === 'ArrowUp' ? options.length - 1 : 0);
    }
  }

  function onListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const last = options.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActiveIndex((i) => Math.min(i + 1, last));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActiveIndex((i) => Math.max(i - 1, 0));
        break;
      case 'Home':
        event.preventDefault();
        setActiveIndex(0);
        break;
      case 'End':
        event.preventDefault();
        setActiveIndex(last);
        break;
      case ' ':
      case 'Enter': {
        event.preventDefault();
        const option = options[activeIndex];
        if (option) toggle(option.value);
        break;
      }
      case 'Escape':
        event.preventDefault();
        close();
        break;
      case 'Tab':
        setIsOpen(false);
        break;
      default:
        break;
    }
  }

  const activeOption = options[activeIndex];

  return (
    <div className="multi-select" ref={rootRef}>
      <button
        ref={triggerRef}
        id={baseId}
        type="button"
        className={`form-select multi-select__trigger${invalid ? ' is-invalid' : ''}`}
        aria-haspopup="listbox"
        aria-expanded={isOpen}
        aria-controls={isOpen ? listId : undefined}
        aria-labelledby={labelledBy ? `${labelledBy} ${valueId}` : undefined}
        aria-label={labelledBy ? undefined : ariaLabel}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        disabled={disabled}
        onClick={() => (isOpen ? setIsOpen(false) : open())}
        onKeyDown={onTriggerKeyDown}
      >
        <span id={valueId} className="multi-select__value">
          {summary}
        </span>
      </button>
      {isOpen ? (
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-multiselectable="true"
          aria-labelledby={labelledBy}
          aria-label={labelledBy ? undefined : ariaLabel}
          aria-activedescendant={activeOption ? `${baseId}-option-${activeIndex}` : undefined}
          tabIndex={-1}
          className="multi-select__menu"
          onKeyDown={onListKeyDown}
        >
          {options.map((option, index) => {
            const isSelected = selected.includes(option.value);
            return (
              <li
                key={option.value}
                id={`${baseId}-option-${index}`}
                role="option"
                aria-selected={isSelected}
                className={`multi-select__option${index === activeIndex ? ' multi-select__option--active' : ''}`}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  setActiveIndex(index);
                  toggle(option.value);
                }}
              >
                <span className="multi-select__check" aria-hidden="true">
                  {isSelected ? '✓' : ''}
                </span>
                {option.label}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
