import type { Kysely } from 'kysely';
import {
  DEFAULT_LANGUAGE,
  MESSAGES,
  QuestionnaireSchema,
  type PatchQuestionnaireBody,
  type Questionnaire,
  type QuestionnaireBody,
  type RecruiterIdentity,
  type UpdateQuestionnaireBody,
} from '@vi/contracts';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { keepDeadlineDays, storedSettings } from '../../lib/interview-limits.js';
import { nowIso } from '../../lib/time.js';
import { requireCompanyAccess, requireOwnRecord } from '../auth/index.js';
import type { AuditLog } from '../audit/index.js';
import { findUser } from '../companies/index.js';
import { isUniqueViolation } from '../../db/dialect.js';
import {
  listCriteriaOf,
  listCriteriaOfCompany,
  prepareCriteria,
  replaceCriteria,
  type CriterionRow,
} from '../reviews/index.js';
import { nameKeyOf, prepareQuestions } from './question-list.js';
import { retiredIdsOf } from './retired-ids.js';
import {
  createQuestionnaireListCache,
  listBody,
  type CachedList,
  type ListBody,
} from './questionnaire-list.cache.js';
import { toQuestionnaireDto } from './questionnaire.dto.js';
import * as repo from './questionnaire.repository.js';

type Db = Kysely<DB>;

const nameTaken = () => new AppError('CONFLICT', { message: MESSAGES.questionnaireExists });

/** A companyId in a body is only a claim: it must be the token's. */
function requireBodyCompany(identity: RecruiterIdentity, companyId: number | undefined): void {
  if (companyId !== undefined) requireCompanyAccess(identity, companyId);
}

async function requireFreeName(db: Db, companyId: number, nameKey: string, exceptId?: string) {
  if (await repo.findIdByNameKey(db, companyId, nameKey, exceptId)) throw nameTaken();
}

/** The name check above can lose a race; the unique constraint decides, and says 409 too. */
async function guardingName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}

/** Validated as the route's serializer would, since the cached JSON bypasses it. */
const ListedQuestionnaireSchema = QuestionnaireSchema.omit({ activeJobCount: true });

function groupByQuestionnaire<T extends { questionnaire_id: string }>(questions: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const q of questions) {
    const group = groups.get(q.questionnaire_id);
    if (group) group.push(q);
    else groups.set(q.questionnaire_id, [q]);
  }
  return groups;
}

export function createQuestionnaireService({ db, audit }: { db: Db; audit: AuditLog }) {
  const cache = createQuestionnaireListCache();

  /** Three queries whatever the list's length: the rows, then all their questions and criteria. */
  async function buildList(companyId: number): Promise<CachedList> {
    const [rows, questions, criteria] = await Promise.all([
      repo.listQuestionnaires(db, companyId),
      repo.listQuestionsOfCompany(db, companyId),
      listCriteriaOfCompany(db, companyId),
    ]);
    const groups = groupByQuestionnaire(questions);
    const criteriaGroups = groupByQuestionnaire<CriterionRow>(criteria);
    const fragments = rows.map((row) => {
      const dto = toQuestionnaireDto(row, groups.get(row.id) ?? [], 0, criteriaGroups.get(row.id) ?? []);
      const { activeJobCount: _count, ...listed } = dto;
      const json = JSON.stringify(ListedQuestionnaireSchema.parse(listed));
      return `${json.slice(0, -1)},"activeJobCount":`;
    });
    return { ids: rows.map((r) => r.id), fragments };
  }

  async function getOwnRow(identity: RecruiterIdentity, id: string) {
    return requireOwnRecord(identity, await repo.findQuestionnaire(db, id), 'Questionnaire');
  }

  async function read(identity: RecruiterIdentity, id: string): Promise<Questionnaire> {
    const row = await getOwnRow(identity, id);
    const [questions, jobCount, criteria] = await Promise.all([
      repo.listQuestionsOf(db, id),
      repo.countActiveJobs(db, id),
      listCriteriaOf(db, [id]),
    ]);
    return toQuestionnaireDto(row, questions, jobCount, criteria);
  }

  /** After a write: this process's cached list of the company is stale from now on. */
  async function written(identity: RecruiterIdentity, id: string): Promise<Questionnaire> {
    cache.invalidate(identity.companyId);
    return read(identity, id);
  }

  async function requireCompanyUser(identity: RecruiterIdentity): Promise<void> {
    const user = await findUser(db, identity.userId);
    if (!user || user.company_id !== identity.companyId) {
      throw new AppError('FORBIDDEN', { message: 'Your user is not part of this company.' });
    }
  }

  return {
    get: read,

    async create(identity: RecruiterIdentity, body: QuestionnaireBody): Promise<Questionnaire> {
      requireBodyCompany(identity, body.companyId);
      await requireCompanyUser(identity);
      const questions = prepareQuestions(body.questions);
      const nameKey = nameKeyOf(body.questionnaireName);
      await requireFreeName(db, identity.companyId, nameKey);
      const id = await guardingName(() =>
        db.transaction().execute(async (trx) => {
          const newId = await repo.insertQuestionnaire(trx, {
            company_id: identity.companyId,
            user_id: identity.userId,
            name: body.questionnaireName,
            name_key: nameKey,
            content_type: body.contentType,
            language: body.language ?? DEFAULT_LANGUAGE,
            active: body.active ? 1 : 0,
            settings: storedSettings(body.settings),
            now: nowIso(),
          });
          await repo.replaceQuestions(trx, newId, questions);
          if (body.criteria) await replaceCriteria(trx, newId, prepareCriteria(body.criteria, new Set()));
          return newId;
        }),
      );
      return written(identity, id);
    },

    async update(
      identity: RecruiterIdentity,
      id: string,
      body: UpdateQuestionnaireBody,
    ): Promise<Questionnaire> {
      if (body.id !== undefined && body.id !== id) {
        throw new AppError('VALIDATION', {
          message: 'The id in the body does not match the id in the path.',
          fields: [{ path: 'body.id', message: 'The id in the body does not match the id in the path.' }],
        });
      }
      requireBodyCompany(identity, body.companyId);
      const own = await getOwnRow(identity, id);
      const [current, currentCriteria] = await Promise.all([
        repo.listQuestionsOf(db, id),
        listCriteriaOf(db, [id]),
      ]);
      // A client that sends no criteria (the spec's builder) keeps the ones set before.
      const criteria =
        body.criteria && prepareCriteria(body.criteria, new Set(currentCriteria.map((c) => c.id)));
      const retired = await retiredIdsOf(db, id, current);
      const questions = prepareQuestions(body.questions, retired.questionKeys, retired.optionIds);
      const nameKey = nameKeyOf(body.questionnaireName);
      await requireFreeName(db, identity.companyId, nameKey, id);
      await guardingName(() =>
        db.transaction().execute(async (trx) => {
          await repo.updateQuestionnaire(trx, id, {
            name: body.questionnaireName,
            name_key: nameKey,
            content_type: body.contentType,
            // A client that sends no language (the spec's builder) keeps the one set before.
            ...(body.language !== undefined ? { language: body.language } : {}),
            active: body.active ? 1 : 0,
            // A client that sends no settings (the spec's builder) keeps the ones set before.
            // One that sends settings without a default deadline (the builder) keeps that one too.
            ...(body.settings !== undefined
              ? { settings: storedSettings(keepDeadlineDays(body.settings, own.settings)) }
              : {}),
            updated_at: nowIso(),
          });
          await repo.replaceQuestions(trx, id, questions);
          if (criteria) await replaceCriteria(trx, id, criteria);
        }),
      );
      return written(identity, id);
    },

    /** The company's list as JSON bytes with their ETag, newest first; see questionnaire-list.cache.ts. */
    async listJson(identity: RecruiterIdentity, companyId: number): Promise<ListBody> {
      requireCompanyAccess(identity, companyId);
      const generation = cache.generationOf(companyId);
      // Read before the rows, so a stored entry is never newer than its fingerprint says.
      const [fingerprint, jobCounts] = await Promise.all([
        repo.fingerprintOf(db, companyId),
        repo.countActiveJobsOfCompany(db, companyId),
      ]);
      const list =
        cache.find(companyId, fingerprint) ??
        cache.store(companyId, generation, fingerprint, await buildList(companyId));
      return listBody(list, jobCounts);
    },

    /** Soft: the questionnaire keeps its job links, it just stops being offered. */
    async deactivate(
      identity: RecruiterIdentity,
      id: string,
      body: { companyId?: number | undefined } | null | undefined,
    ): Promise<Questionnaire> {
      requireBodyCompany(identity, body?.companyId);
      const row = await getOwnRow(identity, id);
      if (row.active === 1) {
        await repo.updateQuestionnaire(db, id, { active: 0, updated_at: nowIso() });
        await audit.append(db, {
          companyId: identity.companyId,
          actor: { recruiter: identity },
          type: 'questionnaire_deactivated',
          details: { questionnaireId: id, name: row.name },
        });
      }
      return written(identity, id);
    },

    async patch(
      identity: RecruiterIdentity,
      id: string,
      body: PatchQuestionnaireBody,
    ): Promise<Questionnaire> {
      const before = await getOwnRow(identity, id);
      const name = body.questionnaireName;
      const nameKey = name === undefined ? undefined : nameKeyOf(name);
      if (nameKey !== undefined) await requireFreeName(db, identity.companyId, nameKey, id);
      await guardingName(() =>
        repo.updateQuestionnaire(db, id, {
          ...(name !== undefined && nameKey !== undefined ? { name, name_key: nameKey } : {}),
          ...(body.active !== undefined ? { active: body.active ? 1 : 0 } : {}),
          updated_at: nowIso(),
        }),
      );
      const wasActive = before.active === 1;
      if (body.active !== undefined && body.active !== wasActive) {
        await audit.append(db, {
          companyId: identity.companyId,
          actor: { recruiter: identity },
          type: body.active ? 'questionnaire_reactivated' : 'questionnaire_deactivated',
          // Undo is only what it says when it reactivates: a deactivation is never an undo.
          details: {
            questionnaireId: id,
            name: name ?? before.name,
            undo: body.active && body.undo === true,
          },
        });
      }
      return written(identity, id);
    },

    async activeJobCount(identity: RecruiterIdentity, id: string): Promise<{ count: number }> {
      await getOwnRow(identity, id);
      return { count: await repo.countActiveJobs(db, id) };
    },
  };
}
