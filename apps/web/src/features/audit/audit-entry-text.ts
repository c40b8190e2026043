import type { AuditEntry } from '@vi/contracts';
import { AUDIT_DETAIL_TEXTS as D, AUDIT_TYPE_LABELS } from './texts';

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** A setting's value as a person reads it: on/off, none, or the value. */
const settingValue = (value: unknown) =>
  value === true ? D.on : value === false ? D.off : value === null ? D.none : text(value);

/**
 * "retentionDays: none → 90; reminders.afterInviteHours: 48 → 12": each changed setting, old → new where
 * the entry holds them (older entries hold only the names, or the new values).
 */
function settingChanges(d: AuditEntry['details']): string {
  return text(d.changed)
    .split(',')
    .map((key) => {
      if (!(key in d)) return key;
      const now = settingValue(d[key]);
      return `was:${key}` in d ? `${key}: ${settingValue(d[`was:${key}`])} → ${now}` : `${key}: ${now}`;
    })
    .join('; ');
}

/** The "What" of an entry: its event, with the one or two facts that tell entries of it apart. */
export function describeAuditEntry(entry: AuditEntry): string {
  const label = AUDIT_TYPE_LABELS[entry.type];
  const d = entry.details;
  switch (entry.type) {
    case 'media_played':
      return d.kind === undefined ? label : `${label} (${text(d.kind)})`;
    case 'interviews_listed': {
      if (typeof d.rows !== 'number') return label;
      const listed = D.interviewsListed(label, d.rows);
      return d.searched === true ? D.searched(listed) : listed;
    }
    case 'notes_read':
    case 'activity_read':
      return typeof d.rows === 'number' ? D.entriesRead(label, d.rows) : label;
    case 'interview_exported':
      return typeof d.rows === 'number' ? D.listExported(label, d.rows) : D.ownCopyExported(label);
    case 'settings_changed':
      return d.changed === undefined ? label : `${label}: ${settingChanges(d)}`;
    case 'api_key_created':
    case 'api_key_revoked':
    case 'api_key_changed':
      return d.name === undefined ? label : D.named(label, text(d.name));
    case 'erased':
      return d.reason === undefined ? label : `${label} (${text(d.reason).replace(/_/g, ' ')})`;
    case 'interview_viewed':
    case 'resume_downloaded':
    case 'screening_confirmed':
    case 'screening_overridden':
    case 'share_link_created':
    case 'share_link_revoked':
    case 'viewed_via_link':
    case 'retention_applied':
      return label;
    case 'role_changed':
      return d.from === undefined ? label : `${label}: ${text(d.from)} → ${text(d.to)}`;
    case 'team_invitation_sent':
    case 'team_invitation_reissued':
      return d.role === undefined ? label : `${label} (${text(d.role)})`;
    case 'sign_in_failed':
    case 'signed_in':
      return d.method === undefined ? label : `${label} (${text(d.method)})`;
    case 'webhook_disabled':
      return d.reason === undefined ? label : `${label} (${text(d.reason).replace(/_/g, ' ')})`;
    case 'setup_completed':
    case 'signed_out_everywhere':
    case 'password_reset':
    case 'two_factor_enabled':
    case 'two_factor_disabled':
    case 'user_deactivated':
    case 'user_reactivated':
    case 'team_invitation_accepted':
    case 'ownership_transferred':
    case 'sso_changed':
    case 'webhook_created':
    case 'webhook_changed':
    case 'webhook_rotated':
    case 'webhook_deleted':
      return label;
    case 'questionnaire_deactivated':
    case 'questionnaire_reactivated':
    case 'questionnaire_attached':
    case 'questionnaire_detached': {
      const what = [
        d.name === undefined ? '' : ` ${D.quotedName(text(d.name))}`,
        d.job === undefined ? '' : ` (${text(d.job)})`,
      ];
      const described = `${label}${what.join('')}`;
      return d.undo === true ? D.undoing(described) : described;
    }
  }
}
