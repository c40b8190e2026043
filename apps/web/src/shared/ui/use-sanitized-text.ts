import { useLayoutEffect, useRef, type ChangeEvent, type ClipboardEvent, type RefObject } from 'react';
import { insertAtSelection, sanitizeText } from '../lib/sanitize-text';

type TextElement = HTMLInputElement | HTMLTextAreaElement;

type Options = {
  value: string;
  onValueChange: (value: string) => void;
  sanitize: boolean;
};

/** Change and paste handlers shared by TextInput and TextArea; sanitising is opt-in per field. */
export function useSanitizedText<E extends TextElement>({
  value,
  onValueChange,
  sanitize,
}: Options): {
  ref: RefObject<E | null>;
  onChange: (event: ChangeEvent<E>) => void;
  onPaste: (event: ClipboardEvent<E>) => void;
} {
  const ref = useRef<E>(null);
  const pendingCaret = useRef<number | undefined>(undefined);

  // A controlled value replaced from code puts the caret at the end; put it back after the pasted text.
  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    const element = ref.current;
    if (caret === undefined || !element) return;
    pendingCaret.current = undefined;
    element.setSelectionRange(caret, caret);
  }, [value]);

  function onChange(event: ChangeEvent<E>) {
    const next = event.target.value;
    onValueChange(sanitize ? sanitizeText(next) : next);
  }

  function onPaste(event: ClipboardEvent<E>) {
    if (!sanitize) return;
    event.preventDefault();
    const element = event.currentTarget;
    const pasted = sanitizeText(event.clipboardData.getData('text/plain'));
    const maxLength = element.maxLength > 0 ? element.maxLength : Number.POSITIVE_INFINITY;
    const room = maxLength - (value.length - ((element.selectionEnd ?? 0) - (element.selectionStart ?? 0)));
    const text = Number.isFinite(room) ? Array.from(pasted).slice(0, Math.max(room, 0)).join('') : pasted;
    const insertion = insertAtSelection(value, text, element.selectionStart, element.selectionEnd);
    pendingCaret.current = insertion.caret;
    onValueChange(insertion.value);
  }

  return { ref, onChange, onPaste };
}
