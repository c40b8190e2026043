import { queryOptions, skipToken } from '@tanstack/react-query';
import { fetchQuestionnaire, fetchQuestionnaires } from './recruiter-api';

export const questionnaireKeys = {
  /** The company's questionnaire list: stale after a save, a status change or a job link change. */
  list: (companyId: number) => ['questionnaires', companyId] as const,
  detail: (questionnaireId: string | null) => ['questionnaire', questionnaireId] as const,
};

export function questionnairesQueryOptions(companyId: number) {
  return queryOptions({
    queryKey: questionnaireKeys.list(companyId),
    queryFn: () => fetchQuestionnaires(companyId),
  });
}

/** `null` while the id is not known yet: nothing to ask for. */
export function questionnaireQueryOptions(questionnaireId: string | null) {
  return queryOptions({
    queryKey: questionnaireKeys.detail(questionnaireId),
    queryFn: questionnaireId === null ? skipToken : () => fetchQuestionnaire(questionnaireId),
  });
}
