import type { CompanySettings } from '@vi/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { ButtonWithSpinner } from '../../shared/ui/button-with-spinner';
import { MessageDialog } from '../../shared/ui/message-dialog';
import { privacyKeys } from '../../shared/api/recruiter/privacy';
import {
  companySettingsKeys,
  companySettingsQueryOptions,
  saveCompanySettings,
} from '../../shared/api/recruiter/company-settings';
import { useRecruiterIdentity } from '../../shared/identity/recruiter-identity-context';
import { apiErrorMessage } from '../../shared/lib/recruiter/api-error-message';
import { formatCreatedDate } from '../../shared/lib/recruiter/dates';
import {
  privacyDraftFrom,
  retentionShortenedTo,
  toPrivacySettings,
  validateRetention,
  type PrivacyDraft,
} from './privacy-draft';
import { PRIVACY_SETTINGS_TEXTS as PT } from './privacy-texts';
import { PrivacyFieldset } from './privacy-fieldset';
import {
  REMINDER_KEYS,
  remindersDraftFrom,
  toReminderSettings,
  validateReminders,
  type RemindersDraft,
} from './reminder-draft';
import { REMINDER_FIELD_ID, RemindersFieldset } from './reminders-fieldset';
import { RetentionImpactMessage } from './retention-impact';
import { RetentionPreviewSection } from './retention-preview';
import { SETTINGS_TEXTS as T } from './texts';
import '../../shared/ui/buttons.css';
import './settings.css';

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
  const query = useQuery(companySettingsQueryOptions(companyId));
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
  /** The shorter rule waiting for the recruiter's confirmation: its days, and the day before which data goes. */
  const [confirming, setConfirming] = useState<{ days: number; before: string } | undefined>(undefined);
  const reminderErrors = validateReminders(draft.reminders);
  const retentionError = validateRetention(draft.privacy);
  const save = useMutation({
    mutationFn: (body: Drafts) =>
      saveCompanySettings(companyId, {
        reminders: toReminderSettings(body.reminders),
        ...toPrivacySettings(body.privacy),
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(companySettingsKeys.detail(companyId), saved);
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
    const shortened = retentionShortenedTo(settings.retentionDays, draft.privacy);
    if (shortened !== undefined) {
      const before = formatCreatedDate(new Date(Date.now() - shortened * 86_400_000).toISOString());
      setConfirming({ days: shortened, before });
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
        mailConfigured={settings.mailConfigured}
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
      <MessageDialog
        id="retention-confirm"
        show={confirming !== undefined}
        title={PT.confirmTitle}
        message={
          confirming === undefined ? (
            ''
          ) : (
            <RetentionImpactMessage companyId={companyId} days={confirming.days} before={confirming.before} />
          )
        }
        onClose={() => setConfirming(undefined)}
        actions={[
          {
            label: PT.confirmCancel,
            variant: 'outline-secondary',
            onClick: () => setConfirming(undefined),
          },
          {
            label: PT.confirmSave,
            variant: 'danger',
            onClick: () => {
              setConfirming(undefined);
              save.mutate(draft);
            },
          },
        ]}
      />
    </form>
  );
}
