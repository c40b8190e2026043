import DOMPurify from 'dompurify';

/**
 * Strips unsafe HTML from plain text typed or pasted into a field. DOMPurify removes scripts, handlers and
 * dangerous elements (with their content); taking the text of what is left decodes entities once, so a
 * harmless "a & b" or "1 < 2" stays as typed instead of turning into "a &amp; b".
 */
export function sanitizeText(value: string): string {
  if (!/[<&]/.test(value)) return value;
  const fragment = DOMPurify.sanitize(value, { RETURN_DOM_FRAGMENT: true });
  return fragment.textContent;
}

export type Insertion = { value: string; caret: number };

/** Puts `text` where the selection is, replacing it, and reports where the caret should land. */
export function insertAtSelection(
  value: string,
  text: string,
  selectionStart: number | null,
  selectionEnd: number | null,
): Insertion {
  const start = Math.min(Math.max(selectionStart ?? value.length, 0), value.length);
  const end = Math.min(Math.max(selectionEnd ?? start, start), value.length);
  return { value: value.slice(0, start) + text + value.slice(end), caret: start + text.length };
}
