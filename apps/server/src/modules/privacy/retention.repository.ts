import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB, IsoDate } from '../../db/schema.js';
import { toCount } from '../../db/dialect.js';

type Db = Kysely<DB> | Transaction<DB>;

/** Every company with its settings (the rule is read from them in code; companies are few). */
export function listCompanySettings(db: Db) {
  return db.selectFrom('companies').select(['id', 'settings']).orderBy('id').execute();
}

/**
 * The company's interviews whose retention clock started at or before `basisBefore` and that no erasure
 * has been decided for: completed ones by their completion, unanswered ones by their expired deadline.
 */
function dueQuery(db: Db, companyId: number, basisBefore: IsoDate) {
  return db
    .selectFrom('applications as a')
    .where('a.company_id', '=', companyId)
    .where('a.deletion_requested_at', 'is', null)
    .where('a.deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb.and([eb('a.status', '=', 'Completed'), eb('a.completed_at', '<=', basisBefore)]),
        eb.and([eb('a.status', '=', 'Incomplete'), eb('a.deadline', '<=', basisBefore)]),
      ]),
    );
}

/** The basis: when the interview was completed, else when its invitation expired unanswered. */
const basisAt = sql<IsoDate>`case when a.status = 'Completed' then a.completed_at else a.deadline end`;

export function listDue(db: Db, companyId: number, basisBefore: IsoDate, limit: number) {
  return dueQuery(db, companyId, basisBefore)
    .innerJoin('jobs as j', 'j.id', 'a.job_id')
    .innerJoin('applicants as p', 'p.id', 'a.applicant_id')
    .select([
      'a.id',
      'a.job_id',
      'a.status',
      'j.title as job_title',
      'p.first_name',
      'p.last_name',
      basisAt.as('basis_at'),
    ])
    .orderBy(basisAt)
    .orderBy('a.id')
    .limit(limit)
    .execute();
}
export type DueRow = Awaited<ReturnType<typeof listDue>>[number];

export async function countDue(db: Db, companyId: number, basisBefore: IsoDate): Promise<number> {
  const row = await dueQuery(db, companyId, basisBefore)
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirst();
  return toCount(row?.total);
}

/**
 * How many interviews, and recorded answers of theirs, have a basis in (`basisAfter`, `basisBefore`]: what
 * a rule deletes between two moments. `basisAfter` undefined counts everything due by `basisBefore`.
 */
export async function countDueBetween(
  db: Db,
  companyId: number,
  basisBefore: IsoDate,
  basisAfter?: IsoDate,
): Promise<{ interviews: number; answers: number }> {
  const inWindow = () => {
    const due = dueQuery(db, companyId, basisBefore);
    return basisAfter === undefined ? due : due.where(basisAt, '>', basisAfter);
  };
  const [interviews, answers] = await Promise.all([
    inWindow()
      .select((eb) => eb.fn.countAll<string | number>().as('total'))
      .executeTakeFirst(),
    inWindow()
      .innerJoin('answers as r', 'r.application_id', 'a.id')
      .select((eb) => eb.fn.countAll<string | number>().as('total'))
      .executeTakeFirst(),
  ]);
  return { interviews: toCount(interviews?.total), answers: toCount(answers?.total) };
}
