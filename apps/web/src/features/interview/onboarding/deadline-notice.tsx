import { activeApplicantLanguage } from '../../../shared/i18n/applicant-i18n';
import { formatDeadline } from '../../../shared/lib/format-deadline';
import { ONBOARDING_TEXTS } from './texts';

/** "Please complete by …": the invitation's deadline in the interview's language and the applicant's time zone. */
export function DeadlineNotice({ deadline }: { deadline: string }) {
  return (
    <p className="onboarding-deadline">
      {ONBOARDING_TEXTS.completeBy}{' '}
      <time dateTime={deadline}>{formatDeadline(deadline, { locale: activeApplicantLanguage() })}</time>
    </p>
  );
}
