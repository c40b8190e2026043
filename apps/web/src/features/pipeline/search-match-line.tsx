import { searchWords, type SearchMatch } from '@vi/contracts';
import { PIPELINE_TEXTS as T } from './texts';

/** The line cut into words and the rest, each word marked when it starts with one of the terms. */
export function markedParts(text: string, query: string): { text: string; isMatch: boolean }[] {
  // Folded as the server folds them (no case, no accents): "jose" marks "José".
  const terms = searchWords(query);
  return text
    .split(/([\p{L}\p{N}]+)/u)
    .filter((part) => part !== '')
    .map((part) => {
      const [word = ''] = searchWords(part);
      return { text: part, isMatch: word !== '' && terms.some((term) => word.startsWith(term)) };
    });
}

/** Why a search found the interview: the matching transcript line, its words marked. */
export function SearchMatchLine({ match, query }: { match: SearchMatch; query: string }) {
  return (
    <p className="pipeline-search-match">
      <span className="visually-hidden">{T.searchMatch} </span>
      <q>
        {markedParts(match.text, query).map((part, index) =>
          part.isMatch ? <mark key={index}>{part.text}</mark> : part.text,
        )}
      </q>
    </p>
  );
}
