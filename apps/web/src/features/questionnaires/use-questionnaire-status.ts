import { type Questionnaire } from '@vi/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { questionnaireKeys } from '../../shared/api/recruiter/questionnaires';
import { deactivateQuestionnaire, patchQuestionnaire } from '../../shared/api/recruiter/recruiter-api';
import { UI_LIMITS } from '../../shared/lib/ui-limits';
import { LIST_TEXTS } from './texts';

/**
 * Spec §4: Deactivate (DELETE with {active:false, companyId}) and Reactivate (PATCH {active:true}). The
 * deactivation warning stays 10 s; both refresh the list and the questionnaire's own cache entry.
 */
export function useQuestionnaireStatus(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ questionnaire, active }: { questionnaire: Questionnaire; active: boolean }) => {
      if (active) await patchQuestionnaire(questionnaire.questionnaireId, { active: true });
      else await deactivateQuestionnaire(questionnaire.questionnaireId, companyId);
    },
    onSuccess: (_data, { active }) => {
      if (active) toast.success(LIST_TEXTS.reactivated);
      else toast.warning(LIST_TEXTS.deactivated, { autoClose: UI_LIMITS.deactivationToastMs });
    },
    onError: () => {
      toast.error(LIST_TEXTS.statusFailed);
    },
    onSettled: async (_data, _error, { questionnaire }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: questionnaireKeys.list(companyId) }),
        queryClient.invalidateQueries({ queryKey: questionnaireKeys.detail(questionnaire.questionnaireId) }),
      ]);
    },
  });
}
