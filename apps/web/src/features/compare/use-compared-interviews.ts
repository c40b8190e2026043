import { useQueries, useQuery } from '@tanstack/react-query';
import type { InterviewDetail } from '@vi/contracts';
import { isAxiosError } from 'axios';
import { interviewKeys } from '../../shared/api/recruiter/interviews';
import { fetchInterviewDetail } from '../../shared/api/recruiter/pipeline';
import { questionnaireQueryOptions } from '../../shared/api/recruiter/questionnaires';

export type ComparedQuestion = { questionId: string; questionText: string };

/**
 * The compared interviews with their reviews, and the questions to compare them by: the questionnaire's,
 * in order, then any answered question it no longer has.
 */
export function useComparedInterviews(ids: readonly string[]) {
  const details = useQueries({
    queries: ids.map((id) => ({
      queryKey: [...interviewKeys.detail(id), 'with-reviews'] as const,
      queryFn: () => fetchInterviewDetail(id),
      retry: (count: number, error: Error) =>
        !(isAxiosError(error) && error.response?.status === 404) && count < 2,
    })),
  });
  const interviews = details.flatMap((query) => (query.data ? [query.data] : []));
  const isPending = details.some((query) => query.isPending);
  const errors = details.flatMap((query) => (query.error ? [query.error] : []));
  const isNotFound = errors.some((error) => isAxiosError(error) && error.response?.status === 404);
  const questionnaireId = interviews[0]?.questionnaireId ?? null;
  const questionnaire = useQuery({ ...questionnaireQueryOptions(questionnaireId), staleTime: 5 * 60_000 });

  return {
    interviews,
    questions: comparedQuestions(interviews, questionnaire.data?.questions ?? []),
    isPending: isPending || (questionnaireId !== null && questionnaire.isPending),
    isError: errors.length > 0,
    isNotFound,
    retry: () => {
      for (const query of details) if (query.isError) void query.refetch();
    },
  };
}

export function comparedQuestions(
  interviews: readonly InterviewDetail[],
  questions: readonly ComparedQuestion[],
): ComparedQuestion[] {
  const list = questions.map(({ questionId, questionText }) => ({ questionId, questionText }));
  const known = new Set(list.map((q) => q.questionId));
  for (const interview of interviews) {
    for (const response of interview.responses) {
      if (known.has(response.questionId)) continue;
      known.add(response.questionId);
      list.push({ questionId: response.questionId, questionText: response.questionText });
    }
  }
  return list;
}
