import type { AuditEntry } from '@vi/contracts';
import { AUDIT_TYPE_LABELS } from './texts';

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** The "What" of an entry: its event, with the one or two facts that tell entries of it apart. */
export function describeAuditEntry(entry: AuditEntry): string {
  const label = AUDIT_TYPE_LABELS[entry.type];
  const d = entry.details;
  switch (entry.type) {
    case 'media_played':
      return d.kind === undefined ? label : `${label} (${text(d.kind)})`;
    case 'interview_exported':
      return typeof d.rows === 'number'
        ? `${label}: interview list, ${d.rows} ${d.rows === 1 ? 'row' : 'rows'}`
        : `${label}: the applicant’s own copy`;
    case 'settings_changed':
      return d.changed === undefined ? label : `${label}: ${text(d.changed).split(',').join(', ')}`;
    case 'api_key_created':
    case 'api_key_revoked':
      return d.name === undefined ? label : `${label}: “${text(d.name)}”`;
    case 'erased':
      return d.reason === undefined ? label : `${label} (${text(d.reason).replace(/_/g, ' ')})`;
    case 'interview_viewed':
    case 'resume_downloaded':
    case 'share_link_created':
    case 'share_link_revoked':
    case 'viewed_via_link':
    case 'retention_applied':
      return label;
  }
}
