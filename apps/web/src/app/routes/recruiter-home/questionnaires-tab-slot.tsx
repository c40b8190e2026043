import { InviteApplicantModal } from '../../../features/invitations/invite-applicant-modal';
import { InviteConfirmationModal } from '../../../features/invitations/invite-confirmation-modal';
import { SelectJobPanel } from '../../../features/jobs/select-job-panel';
import { QuestionnairesTab as QuestionnaireList } from '../../../features/questionnaires/questionnaires-tab';

/**
 * The home's Questionnaires tab: the questionnaire list with the dialogs it opens, which the invitations and
 * jobs features own (composed here: features do not import each other).
 */
export function QuestionnairesTab() {
  return (
    <QuestionnaireList
      InviteApplicantModal={InviteApplicantModal}
      InviteConfirmationModal={InviteConfirmationModal}
      SelectJobPanel={SelectJobPanel}
    />
  );
}
