import { AuditEventTypeSchema, GuidSchema, type AuditEventType } from '@vi/contracts';
import type { AuditFilterParams } from '../../shared/api/recruiter/audit';
import { AUDIT_TEXTS as T } from './texts';

/** The screen's filters as the address keeps them: days as the user picked them (YYYY-MM-DD, their own time). */
export type AuditFilters = {
  type: AuditEventType | '';
  interviewId: string;
  from: string;
  to: string;
};

export const NO_FILTERS: AuditFilters = { type: '', interviewId: '', from: '', to: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const readDay = (value: string | null) => (value !== null && DAY.test(value) ? value : '');

/** Whatever the address holds; anything unreadable reads as no filter rather than an error. */
export function readAuditFilters(params: URLSearchParams): AuditFilters {
  const type = AuditEventTypeSchema.safeParse(params.get('type'));
  return {
    type: type.success ? type.data : '',
    interviewId: (params.get('interviewId') ?? '').trim(),
    from: readDay(params.get('from')),
    to: readDay(params.get('to')),
  };
}

export function readAuditPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isSafeInteger(page) && page > 1 ? page : 1;
}

/** The filters into the address (empty ones left out); a change of filter starts at page 1. */
export function writeAuditFilters(params: URLSearchParams, filters: AuditFilters, page = 1): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['type', 'interviewId', 'from', 'to'] as const) {
    if (filters[key] === '') next.delete(key);
    else next.set(key, filters[key]);
  }
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}

/** A day's first instant in the user's own time zone. */
function localDayStart(day: string, plusDays = 0): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + plusDays);
}

/** What the server is asked: the user's days as instants, `to` up to the last millisecond of its day. */
export function toAuditParams(filters: AuditFilters): AuditFilterParams {
  const params: AuditFilterParams = {};
  if (filters.type !== '') params.type = filters.type;
  if (filters.interviewId !== '') params.interviewId = filters.interviewId.toLowerCase();
  if (filters.from !== '') params.from = localDayStart(filters.from).toISOString();
  if (filters.to !== '') params.to = new Date(localDayStart(filters.to, 1).getTime() - 1).toISOString();
  return params;
}

export type AuditFilterErrors = { interviewId?: string; to?: string };

/** The server refuses these too (400); saying so beside the field is kinder. */
export function auditFilterErrors(filters: AuditFilters): AuditFilterErrors {
  const errors: AuditFilterErrors = {};
  if (filters.interviewId !== '' && !GuidSchema.safeParse(filters.interviewId.toLowerCase()).success) {
    errors.interviewId = T.interviewIdInvalid;
  }
  if (filters.from !== '' && filters.to !== '' && filters.from > filters.to) errors.to = T.toBeforeFrom;
  return errors;
}
