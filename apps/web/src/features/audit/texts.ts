import type { AuditActorKind, AuditEventType } from '@vi/contracts';
import english from '../../shared/i18n/locales/en/recruiter-audit.json';
import { recruiterNamespace, recruiterTexts } from '../../shared/i18n/recruiter-i18n';

const AUDIT = recruiterNamespace('recruiter-audit', english);

/** Texts of the audit log screen (not worded by the spec), in the recruiter's language. */
export const AUDIT_TEXTS = recruiterTexts(AUDIT, 'audit', {
  openInterview: (id: string) => AUDIT.t('audit.openInterview', { id }),
  showOnly: (id: string) => AUDIT.t('audit.showOnly', { id }),
  pageOf: (page: number, pages: number, total: number) => AUDIT.t('audit.pageOf', { page, pages, total }),
});

/** The words an entry's "What" wraps around its event and facts (audit-entry-text.ts). */
export const AUDIT_DETAIL_TEXTS = recruiterTexts(AUDIT, 'auditDetails', {
  interviewsListed: (label: string, rows: number) =>
    AUDIT.t('auditDetails.interviewsListed', { label, rows }),
  searched: (description: string) => AUDIT.t('auditDetails.searched', { description }),
  entriesRead: (label: string, rows: number) => AUDIT.t('auditDetails.entriesRead', { label, rows }),
  listExported: (label: string, rows: number) => AUDIT.t('auditDetails.listExported', { label, rows }),
  ownCopyExported: (label: string) => AUDIT.t('auditDetails.ownCopyExported', { label }),
  named: (label: string, name: string) => AUDIT.t('auditDetails.named', { label, name }),
  quotedName: (name: string) => AUDIT.t('auditDetails.quotedName', { name }),
  undoing: (description: string) => AUDIT.t('auditDetails.undoing', { description }),
});

export const AUDIT_TYPE_LABELS: Readonly<Record<AuditEventType, string>> = recruiterTexts(
  AUDIT,
  'auditTypes',
);

export const AUDIT_ACTOR_KIND_LABELS: Readonly<Record<AuditActorKind, string>> = recruiterTexts(
  AUDIT,
  'auditActorKinds',
);
