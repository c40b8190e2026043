import { WorkWaiting } from '../../../features/home/work-waiting';
import { RecruitersOnlyNote } from '../../../features/questionnaires/recruiters-only-note';
import { writeFilters, DEFAULT_FILTERS } from '../../../shared/lib/recruiter/pipeline-filters';
import { usePermission } from '../../../shared/identity/use-permission';

/** Each count's list: new completed interviews (newest first), unanswered ones, and the jobs to attach to. */
const LINKS = {
  completed: '/recruiter?tab=interviews',
  expiring: `/recruiter?${writeFilters(new URLSearchParams({ tab: 'interviews' }), { ...DEFAULT_FILTERS, status: 'Incomplete' }).toString()}`,
  jobsWithout: '/recruiter?tab=questionnaires',
};

/** The home's Home tab: the work waiting for a recruiter; a reviewer, whom the server does not count for, gets a note. */
export function HomeTab() {
  const mayRecruit = usePermission('recruit');
  if (!mayRecruit) return <RecruitersOnlyNote />;
  return <WorkWaiting links={LINKS} />;
}
