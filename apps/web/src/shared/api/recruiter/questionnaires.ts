import { queryOptions, skipToken } from '@tanstack/react-query';
import type { PatchQuestionnaireBody, Questionnaire, QuestionnaireBody } from '@vi/contracts';
import { httpClient } from '../http-client';

/* The company's questionnaires (spec recruiter §7): their calls, query keys and query options. */

export const questionnaireKeys = {
  /** The company's questionnaire list: stale after a save, a status change or a job link change. */
  list: (companyId: number) => ['questionnaires', companyId] as const,
  detail: (questionnaireId: string | null) => ['questionnaire', questionnaireId] as const,
};

export async function fetchQuestionnaires(companyId: number): Promise<Questionnaire[]> {
  const { data } = await httpClient.get<Questionnaire[]>(`/company/${companyId}/questionnaire`);
  return data;
}

export async function fetchQuestionnaire(id: string): Promise<Questionnaire> {
  const { data } = await httpClient.get<Questionnaire>(`/questionnaire/${encodeURIComponent(id)}`);
  return data;
}

export async function createQuestionnaire(body: QuestionnaireBody): Promise<Questionnaire> {
  const { data } = await httpClient.post<Questionnaire>('/questionnaire', body);
  return data;
}

export async function updateQuestionnaire(id: string, body: QuestionnaireBody): Promise<Questionnaire> {
  const { data } = await httpClient.put<Questionnaire>(`/questionnaire/${encodeURIComponent(id)}`, {
    ...body,
    id,
  });
  return data;
}

/** PATCH /questionnaire/{id}, e.g. {active:true} to reactivate. */
export async function patchQuestionnaire(id: string, body: PatchQuestionnaireBody): Promise<Questionnaire> {
  const { data } = await httpClient.patch<Questionnaire>(`/questionnaire/${encodeURIComponent(id)}`, body);
  return data;
}

/** DELETE /questionnaire/{id} with {active:false, companyId}: a soft deactivation, job links stay. */
export async function deactivateQuestionnaire(id: string, companyId: number): Promise<void> {
  await httpClient.delete(`/questionnaire/${encodeURIComponent(id)}`, { data: { active: false, companyId } });
}

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
