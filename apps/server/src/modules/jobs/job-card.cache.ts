import { PublicJobSchema } from '@vi/contracts';
import { etagOf } from '../../lib/etag.js';
import { toPublicJob } from './job.mapper.js';
import type { JobWithQuestionnaire } from './job.repository.js';

/** The job card's response: its JSON as bytes, checked against the contract, and their entity tag. */
export interface JobCardBody {
  body: Buffer;
  etag: string;
}

/** The columns the card is made of, in one string: equal strings make equal cards. */
function cardSource(row: JobWithQuestionnaire): string {
  return [
    row.id,
    row.company_id,
    row.title,
    row.company_name,
    row.locations,
    row.industry,
    row.description,
    row.role_description,
    row.responsibilities,
    row.skills,
    row.requirements,
  ].join('\u0000');
}

/**
 * The public job card is what every applicant's link reads first. Its row is read every time (so a change
 * by any process is seen at once), but the card made from it (mapped, checked against PublicJobSchema,
 * serialised, tagged) is kept while the row's card columns are the same, compared by value rather than
 * by updated_at, whose millisecond two writes can share (docs/decisions/0020-api-read-path.md).
 */
export function createJobCardCache(maxJobs = 2000) {
  const cards = new Map<number, JobCardBody & { source: string }>();
  return {
    cardOf(row: JobWithQuestionnaire): JobCardBody {
      const source = cardSource(row);
      const kept = cards.get(row.id);
      if (kept?.source === source) return kept;
      const body = Buffer.from(JSON.stringify(PublicJobSchema.strict().parse(toPublicJob(row))));
      const card = { body, etag: etagOf(body), source };
      cards.delete(row.id);
      if (cards.size >= maxJobs) cards.delete(cards.keys().next().value!);
      cards.set(row.id, card);
      return card;
    },
  };
}
