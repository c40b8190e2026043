import type { Kysely } from 'kysely';
import {
  HOME_LIMITS,
  isClosedJobStatus,
  type HomeQuery,
  type HomeSummary,
  type RecruiterIdentity,
} from '@vi/contracts';
import type { DB } from '../../db/schema.js';
import { requireCompanyAccess } from '../auth/index.js';
import * as repo from './home.repository.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export function createHomeService({ db }: { db: Kysely<DB> }) {
  return {
    /** GET /company/{id}/home: what waits for the team, counted (no names: the links lead to the lists). */
    async summary(
      identity: RecruiterIdentity,
      companyId: number,
      query: HomeQuery,
      now = Date.now(),
    ): Promise<HomeSummary> {
      requireCompanyAccess(identity, companyId);
      const earliest = now - HOME_LIMITS.maxSinceDays * DAY_MS;
      const asked =
        query.since === undefined ? now - HOME_LIMITS.defaultSinceDays * DAY_MS : Date.parse(query.since);
      const since = new Date(Math.min(now, Math.max(earliest, asked))).toISOString();
      const hours = HOME_LIMITS.expiringWithinHours;
      const [newCompleted, expiringSoon, jobs] = await Promise.all([
        repo.countCompletedSince(db, companyId, since),
        repo.countExpiringBetween(
          db,
          companyId,
          new Date(now).toISOString(),
          new Date(now + hours * HOUR_MS).toISOString(),
        ),
        repo.listStatusesOfJobsWithoutQuestionnaire(db, companyId),
      ]);
      return {
        since,
        newCompleted,
        expiringSoon,
        expiringWithinHours: hours,
        openJobsWithoutQuestionnaire: jobs.filter((job) => !isClosedJobStatus(job.status)).length,
      };
    },
  };
}
export type HomeService = ReturnType<typeof createHomeService>;
