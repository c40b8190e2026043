import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import {
  groupQuestionAnswers,
  knockoutsOf,
  listQuestionAnswers,
  toQuestionAnswerResponse,
  type QuestionAnswerRow,
} from './question-answer-reads.js';

/** Bound parameters per IN list: far below SQLite's and PostgreSQL's limits. */
const CHUNK = 500;

export const SCREENING_WORDS = {
  passed: 'Meets requirements',
  failed: 'Does not meet requirements',
  skipped: '(skipped)',
} as const;

interface AnswerColumn {
  /** The question as asked: questionnaires' own keys (question-1…) repeat across questionnaires, texts rarely. */
  questionText: string;
  position: number;
}

/**
 * The export's columns for answers that are not recordings (docs/questions.md): one per question asked
 * (chosen labels joined with "; ", the written text, or "(skipped)"), then the screening result and which
 * question and answer did it. None when no exported interview has such an answer, so an export of
 * recorded interviews only keeps the columns it always had. Every cell still goes through `toCsv`.
 */
export async function answerColumns(db: Kysely<DB>, applicationIds: readonly string[]) {
  const rows: QuestionAnswerRow[] = [];
  for (let i = 0; i < applicationIds.length; i += CHUNK) {
    rows.push(...(await listQuestionAnswers(db, applicationIds.slice(i, i + CHUNK))));
  }
  const byInterview = groupQuestionAnswers(rows);
  const columns = new Map<string, AnswerColumn>();
  for (const row of rows) {
    const known = columns.get(row.question_text);
    if (!known || row.position < known.position) {
      columns.set(row.question_text, { questionText: row.question_text, position: row.position });
    }
  }
  const ordered = [...columns.values()].sort(
    (a, b) => a.position - b.position || a.questionText.localeCompare(b.questionText),
  );
  const header =
    ordered.length === 0 ? [] : [...ordered.map((c) => c.questionText), 'Screening', 'Screened out by'];

  function cellsOf(applicationId: string): (string | null)[] {
    if (ordered.length === 0) return [];
    const answers = byInterview.get(applicationId) ?? [];
    const byText = new Map(answers.map((a) => [a.question_text, a]));
    const knockouts = answers.flatMap((a) => knockoutsOf(a).map((k) => `${a.question_text}: ${k.label}`));
    return [
      ...ordered.map((c) => {
        const answer = byText.get(c.questionText);
        if (!answer) return null;
        const shown = toQuestionAnswerResponse(answer);
        if (shown.skipped) return SCREENING_WORDS.skipped;
        return shown.labels?.join('; ') ?? shown.text ?? null;
      }),
      answers.length === 0 ? null : knockouts.length > 0 ? SCREENING_WORDS.failed : SCREENING_WORDS.passed,
      knockouts.join('; ') || null,
    ];
  }
  return { header, cellsOf };
}
