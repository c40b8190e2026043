import type { Kysely, Transaction } from 'kysely';
import { foldForSearch, searchWords } from '@vi/contracts';
import { fullTextMatches, type Dialect } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

/** More words than this add nothing a recruiter means and only cost the engine time. */
const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 64;

/**
 * The words of a search box: runs of letters and digits, folded (lower case, no accents), at most 8.
 * Everything else (quotes, operators, brackets) separates words, so a query can never carry FTS5 or
 * tsquery syntax; input with no letters or digits gives no terms, and the search then finds nothing.
 */
export function searchTerms(input: string): string[] {
  const words = searchWords(input);
  return [...new Set(words.map((w) => w.slice(0, MAX_TERM_LENGTH)))].slice(0, MAX_TERMS);
}

/** Application ids matching every term, as a subquery (see db/dialect.ts for each engine). */
export function matchingApplications(dialect: Dialect, terms: readonly string[]) {
  return fullTextMatches(dialect, terms);
}

/**
 * Rewrites the search documents of these interviews from the rows they are made of: the applicant's
 * name and the words of every finished transcript. Called by every writer of those rows (invitations,
 * the demo seed, the transcription job), so the index never lags the data it describes. Email and phone
 * are never indexed: reviewers without the contact-details grant search this same index, and a match
 * would tell them whose address it is (docs/accounts.md "Roles").
 */
export async function refreshInterviewSearch(db: Db, applicationIds: readonly string[]): Promise<void> {
  if (applicationIds.length === 0) return;
  const [people, transcripts, written] = await Promise.all([
    db
      .selectFrom('applications as a')
      .innerJoin('applicants as p', 'p.id', 'a.applicant_id')
      .select(['a.id', 'p.first_name', 'p.last_name'])
      .where('a.id', 'in', applicationIds)
      .execute(),
    db
      .selectFrom('answers as s')
      .innerJoin('transcripts as t', 't.answer_id', 's.id')
      .select(['s.application_id', 't.text'])
      .where('s.application_id', 'in', applicationIds)
      .where('t.status', '=', 'done')
      .orderBy('s.position')
      .execute(),
    // Written answers (docs/questions.md) are searched like transcripts.
    db
      .selectFrom('question_answers')
      .select(['application_id', 'text'])
      .where('application_id', 'in', applicationIds)
      .where('text', 'is not', null)
      .orderBy('position')
      .execute(),
  ]);
  for (const person of people) {
    const words = [...transcripts, ...written]
      .filter((t) => t.application_id === person.id && t.text)
      .map((t) => t.text);
    // Stored folded, as the terms are (decision 0031): "jose" finds "José" on both databases.
    const content = foldForSearch([`${person.first_name} ${person.last_name}`, ...words].join('\n'));
    await db
      .insertInto('interview_search')
      .values({ application_id: person.id, content })
      .onConflict((oc) => oc.column('application_id').doUpdateSet({ content }))
      .execute();
  }
}

/** After a transcript of this answer was written. */
export async function refreshSearchOfAnswer(db: Db, answerId: string): Promise<void> {
  const answer = await db
    .selectFrom('answers')
    .select('application_id')
    .where('id', '=', answerId)
    .executeTakeFirst();
  if (answer) await refreshInterviewSearch(db, [answer.application_id]);
}
