/** Up to two letters for a picture-less card: the first and last names' first letters ("Ada Lovelace" → "AL"). */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '');
  const first = words[0];
  if (first === undefined) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (word: string) => Array.from(word)[0]?.toLocaleUpperCase() ?? '';
  return `${letter(first)}${last === undefined ? '' : letter(last)}`;
}
