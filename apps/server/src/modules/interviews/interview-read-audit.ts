import type { AuditDetails, InterviewFilterQuery } from '@vi/contracts';

/**
 * What an audit entry keeps of a list's filters: the filters themselves, but of a search only that there
 * was one (the words may be an applicant's name, which the audit log never holds).
 */
export function filterFacts(query: InterviewFilterQuery): AuditDetails {
  const facts: AuditDetails = { sort: query.sort, searched: Boolean(query.q?.trim()) };
  if (query.status !== undefined) facts.status = query.status;
  if (query.jobId !== undefined) facts.jobId = query.jobId;
  if (query.stage !== undefined) facts.stage = query.stage.join(',');
  if (query.questionnaireId !== undefined) facts.questionnaireId = query.questionnaireId;
  if (query.minRating !== undefined) facts.minRating = query.minRating;
  if (query.unreviewedByMe !== undefined) facts.unreviewedByMe = query.unreviewedByMe;
  return facts;
}
