import type { AuditActorKind, AuditEventType } from '@vi/contracts';

/** Texts of the audit log screen (not worded by the spec). */
export const AUDIT_TEXTS = {
  title: 'Audit log',
  intro:
    'Every access to candidate data in your company: who viewed, played, downloaded, exported or shared what, ' +
    'and every change of settings and API keys. Entries are never changed or deleted, and hold no applicant names.',
  filtersLabel: 'Filter the audit log',
  typeLabel: 'Event',
  anyType: 'All events',
  interviewIdLabel: 'Interview id',
  interviewIdHelp: 'The id in an interview’s address',
  fromLabel: 'From',
  toLabel: 'To',
  apply: 'Apply filters',
  clear: 'Clear filters',
  interviewIdInvalid: 'Enter an interview id like 3f2b8c1e-…-…: the id in the interview’s address.',
  toBeforeFrom: 'The end date must not be before the start date.',
  exportCsv: 'Export CSV',
  exporting: 'Exporting…',
  exportFailed: 'The audit log could not be exported. Please try again.',
  loading: 'Loading the audit log…',
  loadFailed: 'The audit log could not be loaded.',
  notAdmin: 'The audit log is for your company’s admins.',
  tryAgain: 'Try again',
  empty: 'No entries match these filters.',
  caption: 'Audit log entries, newest first',
  tableScroll: 'Audit log table',
  columns: { time: 'Time', who: 'Who', what: 'What', interview: 'Interview' },
  noInterview: '—',
  noInterviewSpoken: 'None',
  onlyThis: 'Only this',
  openInterview: (id: string) => `Open interview ${id}`,
  showOnly: (id: string) => `Show only interview ${id}`,
  pagerLabel: 'Audit log pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number, total: number) =>
    `Page ${page} of ${pages} (${total} ${total === 1 ? 'entry' : 'entries'})`,
} as const;

export const AUDIT_TYPE_LABELS: Record<AuditEventType, string> = {
  interview_viewed: 'Interview viewed',
  media_played: 'Answer played',
  resume_downloaded: 'Resume downloaded',
  interview_exported: 'Exported',
  share_link_created: 'Share link created',
  share_link_revoked: 'Share link revoked',
  viewed_via_link: 'Viewed through a share link',
  erased: 'Erased',
  retention_applied: 'Deleted by the retention rule',
  settings_changed: 'Settings changed',
  api_key_created: 'API key created',
  api_key_revoked: 'API key revoked',
};

export const AUDIT_ACTOR_KIND_LABELS: Record<AuditActorKind, string> = {
  user: 'Recruiter',
  api_key: 'API key',
  share_link: 'Share link',
  applicant: 'Applicant',
  system: 'System',
};
