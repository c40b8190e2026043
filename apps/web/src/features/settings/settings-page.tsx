import type { CompanySettings } from '@vi/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { ButtonWithSpinner } from '../../shared/ui/button-with-spinner';
import { privacyKeys } from '../../shared/api/recruiter/privacy';
import { fetchCompanySettings, saveCompanySettings } from '../../shared/api/recruiter/recruiter-api';
import { useRecruiterIdentity } from '../../shared/identity/recruiter-identity-context';
import { apiErrorMessage } from '../../shared/lib/recruiter/api-error-message';
import { privacyDraftFrom, toPrivacySettings, validateRetention, type PrivacyDraft } from './privacy-draft';
import { PrivacyFieldset } from './privacy-fieldset';
import {
  REMINDER_KEYS,
  remindersDraftFrom,
  toReminderSettings,
  validateReminders,
  type RemindersDraft,
} from './reminder-draft';
import { REMINDER_FIELD_ID, RemindersFieldset } from './reminders-fieldset';
import { RetentionPreviewSection } from './retention-preview';
import { SETTINGS_TEXTS as T } from './texts';
import '../../shared/ui/buttons.css';
import './settings.css';

const settingsKey = (companyId: number) => ['company-settings', companyId] as const;
const RETENTION_DAYS_ID = 'settings-retention-days';

type Drafts = { reminders: RemindersDraft; privacy: PrivacyDraft };

const draftsFrom = (settings: CompanySettings): Drafts => ({
  reminders: remindersDraftFrom(settings.reminders),
  privacy: privacyDraftFrom(settings),
});

/**
 * The company's settings (GET/PUT /company/{id}/settings): when reminder mails go out, how long candidate
 * data is kept and whether answers are transcribed; below, what the saved retention rule deletes next.
 */
export function SettingsPage() {
  const { companyId } = useRecruiterIdentity();
  const query = useQuery({
    queryKey: settingsKey(companyId),
    queryFn: () => fetchCompanySettings(companyId),
  });
  return (
    <div className="company-settings">
      <h1>{T.title}</h1>
      <p>{T.intro}</p>
      {query.isPending && <p role="status">{T.loading}</p>}
      {query.isError && (
        <div role="alert">
          <p>{T.loadFailed}</p>
          <button type="button" className="btn btn-outline-primary" onClick={() => void query.refetch()}>
            {T.retry}
          </button>
        </div>
      )}
      {query.data !== undefined && (
        <>
          <SettingsForm companyId={companyId} settings={query.data} />
          <RetentionPreviewSection companyId={companyId} />
        </>
      )}
    </div>
  );
}

function SettingsForm({ companyId, settings }: { companyId: number; settings: CompanySettings }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Drafts>(() => draftsFrom(settings));
  const [isSubmitted, setSubmitted] = useState(false);
  const reminderErrors = validateReminders(draft.reminders);
  const retentionError = validateRetention(draft.privacy);
  const save = useMutation({
    mutationFn: (body: Drafts) =>
      saveCompanySettings(companyId, {
        reminders: toReminderSettings(body.reminders),
        ...toPrivacySettings(body.privacy),
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey(companyId), saved);
      setDraft(draftsFrom(saved));
      setSubmitted(false);
      toast.success(T.saved);
      // A new rule deletes other interviews: the preview below asks again.
      void queryClient.invalidateQueries({ queryKey: privacyKeys.retentionPreviews(companyId) });
    },
    onError: (error) => toast.error(apiErrorMessage(error, T.saveFailed)),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const firstReminder = REMINDER_KEYS.find((key) => reminderErrors[key] !== undefined);
    if (firstReminder !== undefined) {
      document.getElementById(REMINDER_FIELD_ID[firstReminder])?.focus();
      return;
    }
    if (retentionError !== undefined) {
      document.getElementById(RETENTION_DAYS_ID)?.focus();
      return;
    }
    save.mutate(draft);
  }

  return (
    <form noValidate onSubmit={submit} className="company-settings__form">
      <RemindersFieldset
        value={draft.reminders}
        errors={isSubmitted ? reminderErrors : {}}
        onChange={(reminders) => setDraft((current) => ({ ...current, reminders }))}
      />
      <PrivacyFieldset
        daysId={RETENTION_DAYS_ID}
        value={draft.privacy}
        error={isSubmitted ? retentionError : undefined}
        engine={settings.transcriptionEngine}
        onChange={(change) =>
          setDraft((current) => ({ ...current, privacy: { ...current.privacy, ...change } }))
        }
      />
      <ButtonWithSpinner type="submit" text={save.isPending ? T.saving : T.save} isLoading={save.isPending} />
    </form>
  );
}
