import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { questionnaireKeys } from '../../shared/api/recruiter/questionnaires';
import { createQuestionnaire, updateQuestionnaire } from '../../shared/api/recruiter/questionnaires';
import type { BuilderMode, SaveQuestionnaireBody } from './draft';
import { BUILDER_MESSAGES } from './messages';
import { BUILDER_TEXTS } from './texts';

/** Create or update (spec §4), then refresh the list, say so and hand over to `onSaved`. */
export function useSaveQuestionnaire(mode: BuilderMode, onSaved: () => void) {
  const queryClient = useQueryClient();
  // Which failure, not its text: the text is read when shown, in the language shown then.
  const [saveError, setSaveError] = useState<'exists' | 'failed' | null>(null);

  const mutation = useMutation({
    mutationFn: (body: SaveQuestionnaireBody) =>
      mode.kind === 'edit' ? updateQuestionnaire(mode.id, body) : createQuestionnaire(body),
    onSuccess: (saved, body) => {
      void queryClient.invalidateQueries({ queryKey: questionnaireKeys.list(body.companyId) });
      // Marked stale without refetching: this screen is about to close, the next visit loads it afresh.
      void queryClient.invalidateQueries({
        queryKey: questionnaireKeys.detail(saved.questionnaireId),
        refetchType: 'none',
      });
      toast.success(BUILDER_TEXTS.saved);
      onSaved();
    },
    onError: (error) => {
      setSaveError(isAxiosError(error) && error.response?.status === 409 ? 'exists' : 'failed');
    },
  });

  return {
    save: mutation.mutate,
    isSaving: mutation.isPending,
    saveError:
      saveError === null
        ? null
        : saveError === 'exists'
          ? BUILDER_MESSAGES.questionnaireExists
          : BUILDER_TEXTS.saveFailed,
    clearSaveError: () => {
      setSaveError(null);
    },
  };
}
