/**
 * A stored webhook body without the applicant's personal data: name and address, the personal link and
 * its guid, transcript words, choice and written answers and the screening (which answers were knockouts)
 * are blanked; ids, types and times stay, so the delivery log still says
 * what was sent when. Bodies that are not JSON objects are replaced by an empty envelope.
 */
export function scrubWebhookPayload(payload: string): string {
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return JSON.stringify({ type: 'erased', timestamp: null, data: {} });
  }
  if (!isObject(body) || !isObject(body.data)) return payload;
  const data: Record<string, unknown> = { ...body.data };
  if ('applicant' in data) data.applicant = { firstName: '', lastName: '', email: '' };
  if ('applicationGuid' in data) data.applicationGuid = '';
  if ('interviewUrl' in data) data.interviewUrl = '';
  if ('text' in data) data.text = null;
  if ('answers' in data) data.answers = [];
  if ('screening' in data) data.screening = null;
  return JSON.stringify({ ...body, data });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
