/**
 * Spec §8: messages carry a suffix so a repeat of the same text is a new value (React state and toast ids
 * would otherwise swallow it), and the suffix is removed before display. A private-use separator keeps the
 * suffix unambiguous: no catalogue text or server message contains it, so stripping never eats real text
 * such as "status code 500".
 */
const SEPARATOR = '\u{E000}';
const SUFFIX = new RegExp(`${SEPARATOR}\\d+$`);

let counter = 0;

export function withRepeatSuffix(message: string, now: number = Date.now()): string {
  counter = (counter + 1) % 1_000_000;
  return `${displayMessage(message)}${SEPARATOR}${now}${String(counter).padStart(6, '0')}`;
}

export function displayMessage(message: string): string {
  return message.replace(SUFFIX, '');
}
