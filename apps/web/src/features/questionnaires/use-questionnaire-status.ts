import { type Questionnaire } from '@vi/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { questionnaireKeys } from '../../shared/api/recruiter/questionnaires';
import { deactivateQuestionnaire, patchQuestionnaire } from '../../shared/api/recruiter/questionnaires';
import { showUndoToast } from '../../shared/ui/undo-toast';
import { QUESTIONNAIRE_STATUS_TEXTS as T } from './texts';

type StatusChange = { questionnaire: Questionnaire; active: boolean; undo?: boolean };

/**
 * Spec §4: Deactivate (DELETE with {active:false, companyId}) and Reactivate (PATCH {active:true}). The
 * deactivation warning stays 10 s and offers Undo, a reactivation the audit log records as an undo; both
 * refresh the list and the questionnaire's own cache entry.
 */
export function useQuestionnaireStatus(companyId: number) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async ({ questionnaire, active, undo }: StatusChange) => {
      if (active) await patchQuestionnaire(questionnaire.questionnaireId, { active: true, undo });
      else await deactivateQuestionnaire(questionnaire.questionnaireId, companyId);
    },
    onSuccess: (_data, { questionnaire, active, undo }) => {
      if (active) {
        toast.success(undo === true ? T.deactivationUndone : T.reactivated);
        return;
      }
      showUndoToast({
        kind: 'warning',
        message: T.deactivated,
        undoLabel: T.undo,
        undoName: T.undoDeactivate(questionnaire.questionnaireName),
        onUndo: () => mutation.mutate({ questionnaire, active: true, undo: true }),
      });
    },
    onError: () => {
      toast.error(T.statusFailed);
    },
    onSettled: async (_data, _error, { questionnaire }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: questionnaireKeys.list(companyId) }),
        queryClient.invalidateQueries({ queryKey: questionnaireKeys.detail(questionnaire.questionnaireId) }),
      ]);
    },
  });
  return mutation;
}
