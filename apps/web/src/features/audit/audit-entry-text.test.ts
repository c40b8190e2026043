import type { AuditEntry } from '@vi/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { applyRecruiterLanguage, resetRecruiterLanguage } from '../../shared/i18n/recruiter-i18n';
import { describeAuditEntry } from './audit-entry-text';

const entry = (type: AuditEntry['type'], details: AuditEntry['details']): AuditEntry => ({
  id: 'e-1',
  at: '2026-05-20T09:30:00.000Z',
  type,
  actor: { kind: 'user', id: '1', label: 'Dana Reyes' },
  interviewId: null,
  candidateName: null,
  details,
});

describe('describeAuditEntry', () => {
  afterEach(() => resetRecruiterLanguage());

  it('words the event and its facts in English, counting one and several', () => {
    expect(describeAuditEntry(entry('interviews_listed', { rows: 1 }))).toBe(
      'Interview list read: 1 interview',
    );
    expect(describeAuditEntry(entry('interviews_listed', { rows: 2, searched: true }))).toBe(
      'Interview list read: 2 interviews, searched',
    );
    expect(describeAuditEntry(entry('notes_read', { rows: 1 }))).toBe('Notes read (1 entry)');
    expect(describeAuditEntry(entry('interview_exported', { rows: 3 }))).toBe(
      'Exported: interview list, 3 rows',
    );
    expect(describeAuditEntry(entry('interview_exported', {}))).toBe('Exported: the applicant’s own copy');
    expect(describeAuditEntry(entry('api_key_created', { name: 'ATS' }))).toBe('API key created: “ATS”');
    expect(
      describeAuditEntry(entry('questionnaire_attached', { name: 'Sales', job: 'Welder', undo: true })),
    ).toBe('Questionnaire attached to a job “Sales” (Welder), undoing the previous change');
  });

  it('words them in the recruiter’s language, keeping the raw codes and setting names as logged', async () => {
    await applyRecruiterLanguage('de');
    expect(describeAuditEntry(entry('interviews_listed', { rows: 1 }))).toBe(
      'Interviewliste gelesen: 1 Interview',
    );
    expect(describeAuditEntry(entry('notes_read', { rows: 2 }))).toBe('Notizen gelesen (2 Einträge)');
    expect(describeAuditEntry(entry('media_played', { kind: 'video' }))).toBe('Antwort abgespielt (video)');
    expect(
      describeAuditEntry(
        entry('settings_changed', {
          changed: 'transcriptionEnabled',
          transcriptionEnabled: false,
          'was:transcriptionEnabled': true,
        }),
      ),
    ).toBe('Einstellungen geändert: transcriptionEnabled: an → aus');
    await applyRecruiterLanguage('fr');
    expect(describeAuditEntry(entry('api_key_revoked', { name: 'ATS' }))).toBe('Clé API révoquée : « ATS »');
  });
});
