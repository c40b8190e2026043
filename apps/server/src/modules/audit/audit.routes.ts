import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUDIT_LIMITS,
  AuditFilterQuerySchema,
  AuditListSchema,
  AuditQuerySchema,
  CompanyParamsSchema,
} from '@vi/contracts';
import { attachmentDisposition } from '../../lib/content-disposition.js';
import { errorResponses } from '../../lib/error-responses.js';
import { RECRUITER_SECURITY } from '../api-keys/index.js';
import { recruiterOf } from '../auth/index.js';

const FILTERS =
  'Filters: `interviewId`, `type` (one event type), `from` and `to` (ISO 8601 dates, whole days in UTC, ' +
  'or date-times with an offset; both inclusive). For company admins only (403 otherwise); an API key ' +
  'acts as the recruiter who created it.';

/** The company's audit log of access to candidate data (docs/audit-log.md). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.auditTrail;
  const errors = errorResponses(400, 401, 403);
  const tags = ['audit'];

  app.get(
    '/company/:companyId/audit',
    {
      config: { permission: 'administer' },
      preHandler: app.requireRecruiter,
      schema: {
        tags,
        security: RECRUITER_SECURITY,
        summary:
          "The company's audit log: who viewed, played, downloaded, exported, shared or changed what, newest first",
        description: `${FILTERS} Paged with \`page\` (from 1) and \`limit\` (at most ${AUDIT_LIMITS.maxPageSize}).`,
        params: CompanyParamsSchema,
        querystring: AuditQuerySchema,
        response: { 200: AuditListSchema, ...errors },
      },
    },
    (request) => service.list(recruiterOf(request), request.params.companyId, request.query),
  );

  app.get(
    '/company/:companyId/audit.csv',
    {
      config: { permission: 'administer' },
      preHandler: app.requireRecruiter,
      schema: {
        tags,
        security: RECRUITER_SECURITY,
        summary: 'The audit log as CSV, with the same filters, newest first',
        description:
          `${FILTERS} At most ${AUDIT_LIMITS.maxExportRows} rows. RFC 4180 (CRLF, quoted where needed); cells a ` +
          'spreadsheet would read as a formula start with an apostrophe. Columns: time (UTC), event, actor kind, ' +
          'actor id, actor, interview id, details (key=value; …).',
        params: CompanyParamsSchema,
        querystring: AuditFilterQuerySchema,
        response: {
          200: { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const csv = await service.csv(recruiterOf(request), request.params.companyId, request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(`audit-log-${day}.csv`))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(csv);
    },
  );
};
