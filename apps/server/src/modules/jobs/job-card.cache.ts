import { isOpenJobStatus, PublicJobSchema } from '@vi/contracts';
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
 * How long a card read from the database is sent without reading its row again. Within this process a
 * write through the job service forgets the card at once; a write by another process (another API node,
 * a script) shows on this node's card within this time. Reading the row on every request cost more than
 * the rest of the request (decision 0020), and a card a second old is what a CDN in front would serve.
 */
export const JOB_CARD_FRESH_MS = 1000;

/**
 * The public job card is what every applicant's link reads first. The card made from a job's row
 * (mapped, checked against PublicJobSchema, serialised, tagged) is kept per job: for JOB_CARD_FRESH_MS it
 * is sent without reading the row; after that the row is read again and the card remade only if its card
 * columns changed, compared by value rather than by updated_at, whose millisecond two writes can share
 * (docs/decisions/0020-api-read-path.md).
 */
export function createJobCardCache({ maxJobs = 2000, freshMs = JOB_CARD_FRESH_MS } = {}) {
  const cards = new Map<
    number,
    JobCardBody & { source: string; companyId: number; isOpen: boolean; readAt: number }
  >();
  return {
    /** The job's card, company and openness while its row was read less than freshMs ago. */
    fresh(jobId: number): { card: JobCardBody; companyId: number; isOpen: boolean } | undefined {
      const kept = cards.get(jobId);
      if (!kept || performance.now() - kept.readAt >= freshMs) return undefined;
      return { card: kept, companyId: kept.companyId, isOpen: kept.isOpen };
    },

    /** The card for a row just read from the database. */
    cardOf(row: JobWithQuestionnaire): JobCardBody {
      const source = cardSource(row);
      const kept = cards.get(row.id);
      const readAt = performance.now();
      // The status is not on the card, but whether the card is public depends on it.
      const isOpen = isOpenJobStatus(row.status);
      if (kept?.source === source && kept.companyId === row.company_id) {
        kept.readAt = readAt;
        kept.isOpen = isOpen;
        return kept;
      }
      const body = Buffer.from(JSON.stringify(PublicJobSchema.strict().parse(toPublicJob(row))));
      const card = { body, etag: etagOf(body), source, companyId: row.company_id, isOpen, readAt };
      cards.delete(row.id);
      if (cards.size >= maxJobs) cards.delete(cards.keys().next().value!);
      cards.set(row.id, card);
      return card;
    },

    /** After a write to the job through this process: the next request reads its row. */
    forget(jobId: number): void {
      cards.delete(jobId);
    },
  };
}
