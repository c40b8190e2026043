import { searchWords, type InterviewResponse, type SearchMatch } from '@vi/contracts';

/** How many of the search's terms start a word of the line (the index matches prefixes). */
function termsIn(line: string, terms: readonly string[]): number {
  const words = searchWords(line);
  return terms.filter((term) => words.some((word) => word.startsWith(term))).length;
}

/**
 * The transcript line (or written answer's line) that best shows why a search found the interview: the
 * one holding the most of its terms, the first of equals; null when only the name matched.
 */
export function searchMatchOf(
  responses: readonly InterviewResponse[],
  terms: readonly string[],
): SearchMatch | null {
  const lines: SearchMatch[] = [];
  for (const response of responses) {
    const { questionId, transcription } = response;
    if (transcription.segments.length > 0) {
      for (const s of transcription.segments) lines.push({ questionId, text: s.text.trim(), start: s.start });
    } else if (transcription.text) {
      lines.push({ questionId, text: transcription.text.trim(), start: null });
    }
    for (const line of (response.text ?? '').split('\n')) {
      if (line.trim() !== '') lines.push({ questionId, text: line.trim(), start: null });
    }
  }
  let best: SearchMatch | null = null;
  let bestHits = 0;
  for (const line of lines) {
    const hits = termsIn(line.text, terms);
    if (hits > bestHits) {
      best = line;
      bestHits = hits;
    }
  }
  return best;
}
