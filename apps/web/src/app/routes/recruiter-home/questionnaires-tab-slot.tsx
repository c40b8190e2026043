import { InviteApplicantModal } from '../../../features/invitations/invite-applicant-modal';
import { InviteConfirmationModal } from '../../../features/invitations/invite-confirmation-modal';
import { SelectJobPanel } from '../../../features/jobs/select-job-panel';
import { QuestionnairesTab as QuestionnaireList } from '../../../features/questionnaires/questionnaires-tab';
import { RecruitersOnlyNote } from '../../../features/questionnaires/recruiters-only-note';
import { usePermission } from '../../../shared/identity/use-permission';

/**
 * The home's Questionnaires tab: the questionnaire list with the dialogs it opens, which the invitations and
 * jobs features own (composed here: features do not import each other). A role that does not recruit (a
 * reviewer) gets a note instead: the server refuses the list and every change to it.
 */
export function QuestionnairesTab() {
  const mayRecruit = usePermission('recruit');
  if (!mayRecruit) return <RecruitersOnlyNote />;
  return (
    <QuestionnaireList
      InviteApplicantModal={InviteApplicantModal}
      InviteConfirmationModal={InviteConfirmationModal}
      SelectJobPanel={SelectJobPanel}
    />
  );
}
