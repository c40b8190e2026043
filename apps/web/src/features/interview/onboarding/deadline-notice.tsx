import { formatDeadline } from '../../../shared/lib/format-deadline';

/** "Please complete by …": the invitation's deadline in the applicant's own language and time zone. */
export function DeadlineNotice({ deadline }: { deadline: string }) {
  return (
    <p className="onboarding-deadline">
      Please complete by <time dateTime={deadline}>{formatDeadline(deadline)}</time>
    </p>
  );
}
