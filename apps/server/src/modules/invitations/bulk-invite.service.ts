import {
  InviteFieldsSchema,
  MESSAGES,
  type BulkInviteResponse,
  type BulkInviteRow,
  type BulkInviteRowError,
  type InviteConflictReason,
  type InviteFields,
  type RecruiterIdentity,
} from '@vi/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { parseBulkCsv, type BulkCsvRow } from './bulk-invite-csv.js';
import { DIFFERENT_NAME_MESSAGE, type InvitationService } from './invitation.service.js';

const CONFLICT_MESSAGES: Record<InviteConflictReason, string> = {
  ALREADY_INVITED: MESSAGES.alreadyInvited,
  ALREADY_IN_SYSTEM: DIFFERENT_NAME_MESSAGE,
};

/** The deadline and personal message a whole file's invitations share (raw form values). */
export type SharedInviteFields = { deadline?: unknown; message?: unknown };

const SharedFieldsSchema = InviteFieldsSchema.pick({ deadline: true, message: true });

/** The shared fields are checked once, as the single form checks them: a bad one refuses the whole file. */
function checkSharedFields(shared: SharedInviteFields): void {
  const parsed = SharedFieldsSchema.safeParse(shared);
  if (parsed.success) return;
  const fields = parsed.error.issues.map((issue) => ({
    path: ['body', ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  throw new AppError('VALIDATION', { message: fields[0]?.message ?? MESSAGES.fieldRequired, fields });
}

type Checked =
  { ok: true; fields: InviteFields } | { ok: false; result: Omit<BulkInviteRow, 'row' | 'values'> };

/** The single invite form's rules (the contracts' schema, the spec's messages), field by field. */
function checkRow(jobId: number, row: BulkCsvRow, shared: SharedInviteFields): Checked {
  const errors: BulkInviteRowError[] = [];
  if (row.extraCells > 0)
    errors.push({ message: `This row has ${row.extraCells} more cells than the header.` });
  const parsed = InviteFieldsSchema.safeParse({ jobId, ...row.values, ...shared });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path.map(String).join('.');
      // One message per field: the first problem is the one the form shows.
      if (!errors.some((e) => e.field === field)) errors.push({ field, message: issue.message });
    }
  }
  if (errors.length > 0 || !parsed.success) return { ok: false, result: { status: 'invalid', errors } };
  return { ok: true, fields: parsed.data };
}

export function createBulkInviteService({
  invitations,
  log,
}: {
  invitations: InvitationService;
  log: FastifyBaseLogger;
}) {
  /** Checks one valid row against the file's earlier rows and the company's applicants. */
  async function classify(
    identity: RecruiterIdentity,
    jobId: number,
    fields: InviteFields,
    firstRowOf: Map<string, number>,
  ): Promise<Omit<BulkInviteRow, 'row' | 'values'> | undefined> {
    const earlier = firstRowOf.get(fields.email);
    if (earlier !== undefined) {
      return {
        status: 'duplicate',
        errors: [{ field: 'email', message: `The same email address is already on row ${earlier}.` }],
      };
    }
    const conflict = await invitations.findConflict(identity, jobId, fields);
    if (conflict)
      return {
        status: 'already_invited',
        errors: [{ field: 'email', message: CONFLICT_MESSAGES[conflict] }],
      };
    return undefined;
  }

  async function create(
    identity: RecruiterIdentity,
    fields: InviteFields,
  ): Promise<Omit<BulkInviteRow, 'row' | 'values'>> {
    try {
      const { applicationGuid, interviewUrl, mailSent } = await invitations.inviteWithFields(
        identity,
        fields,
      );
      return { status: 'created', applicationGuid, interviewUrl, mailSent };
    } catch (err) {
      // Another request invited the same person in the meantime: reported like the preview would have.
      if (err instanceof AppError && err.statusCode === 409) {
        return { status: 'already_invited', errors: [{ field: 'email', message: err.message }] };
      }
      if (err instanceof AppError && err.statusCode < 500) {
        return { status: 'failed', errors: [{ message: err.message }] };
      }
      log.error({ err }, 'a bulk invitation row failed');
      return { status: 'failed', errors: [{ message: MESSAGES.somethingWentWrong }] };
    }
  }

  return {
    /**
     * Every row is checked first (all of them, so the answer lists every problem); then, unless this is
     * a dry run, each good row is invited in file order through the single invitation's own path.
     */
    async invite(
      identity: RecruiterIdentity,
      jobId: number,
      file: Buffer,
      options: { dryRun: boolean; shared?: SharedInviteFields },
    ): Promise<BulkInviteResponse> {
      const shared = options.shared ?? {};
      checkSharedFields(shared);
      await invitations.checkInvitableJob(identity, jobId);
      const firstRowOf = new Map<string, number>();
      const rows: BulkInviteRow[] = [];
      let created = 0;
      for (const csvRow of parseBulkCsv(file)) {
        const base = { row: csvRow.row, values: csvRow.values };
        const checked = checkRow(jobId, csvRow, shared);
        if (!checked.ok) {
          rows.push({ ...base, ...checked.result });
          continue;
        }
        const refused = await classify(identity, jobId, checked.fields, firstRowOf);
        if (!firstRowOf.has(checked.fields.email)) firstRowOf.set(checked.fields.email, csvRow.row);
        if (refused) {
          rows.push({ ...base, ...refused });
          continue;
        }
        if (options.dryRun) {
          rows.push({ ...base, status: 'would_create' });
          continue;
        }
        const outcome = await create(identity, checked.fields);
        if (outcome.status === 'created') created++;
        rows.push({ ...base, ...outcome });
      }
      return { created, rows };
    },
  };
}
