import { INVITATION_LIMITS } from '@vi/contracts';

const { min, max } = INVITATION_LIMITS.reminderHours;

/** Texts of the company settings screen (reminder mails; docs/invitations.md). */
export const SETTINGS_TEXTS = {
  title: 'Settings',
  intro: 'Settings for your whole company.',
  remindersHeading: 'Reminder emails',
  remindersIntro:
    'Applicants who have not finished their interview get a reminder by email. Completed, expired and deleted interviews get none.',
  afterInvite: {
    toggle: 'Remind applicants who have not started',
    hours: 'Hours after the invitation',
    help: `Sent once, ${min} to ${max} hours after the invitation, if the applicant has not opened the interview.`,
  },
  beforeDeadline: {
    toggle: 'Remind applicants before the deadline',
    hours: 'Hours before the deadline',
    help: `Sent ${min} to ${max} hours before the deadline, if the interview is not completed. Only invitations with a deadline get it.`,
  },
  hoursError: `Enter a whole number of hours from ${min} to ${max}`,
  save: 'Save settings',
  saving: 'Saving…',
  saved: 'Settings saved.',
  saveFailed: 'The settings could not be saved. Please try again.',
  loading: 'Loading settings…',
  loadFailed: 'The settings could not be loaded.',
  retry: 'Try again',
} as const;
