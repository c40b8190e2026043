import type { Questionnaire } from '@vi/contracts';
import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { jobQuestionnaireQueryOptions, jobsQueryOptions } from '../../shared/api/recruiter/jobs';
import { openJobs } from '../../shared/lib/recruiter/eligibility';
import type { PreviewState } from './questionnaire-preview';

type Options = {
  companyId: number;
  /** The questionnaires the home has loaded: the preview uses them before asking the job's own link. */
  questionnaires: readonly Questionnaire[];
  initialJobId: number | undefined;
};

/** The Job part of the invite form: the open jobs to pick from, the picked one and its questionnaire. */
export function useInviteJob({ companyId, questionnaires, initialJobId }: Options) {
  const [jobId, setJobId] = useState<number | null>(initialJobId ?? null);
  const [isPicking, setIsPicking] = useState(initialJobId === undefined);
  const changeLink = useRef<HTMLButtonElement>(null);
  const focusChangeAfterPick = useRef(false);
  // In the commit that shows the picked job, not a frame later: typing that follows must not lose keys.
  useLayoutEffect(() => {
    if (!focusChangeAfterPick.current || isPicking) return;
    focusChangeAfterPick.current = false;
    changeLink.current?.focus();
  }, [isPicking]);

  const jobsQuery = useQuery(jobsQueryOptions(companyId));
  // Closed jobs cannot take invitations.
  const jobs = useMemo(() => openJobs(jobsQuery.data ?? []), [jobsQuery.data]);
  const job = jobId === null ? undefined : jobsQuery.data?.find((candidate) => candidate.id === jobId);
  const attachedId = job?.questionnaireId ?? null;
  const knownQuestionnaire = questionnaires.find((q) => q.questionnaireId === attachedId);

  // The home's list is used when it has the questionnaire; otherwise the job's own link is read.
  const linkQuery = useQuery({
    ...jobQuestionnaireQueryOptions(jobId),
    enabled: jobId !== null && attachedId !== null && knownQuestionnaire === undefined,
  });

  const preview: PreviewState = (() => {
    if (attachedId === null) return { kind: 'none' };
    if (knownQuestionnaire) {
      return {
        kind: 'ready',
        name: knownQuestionnaire.questionnaireName,
        contentType: knownQuestionnaire.contentType,
        active: knownQuestionnaire.active,
        questions: knownQuestionnaire.questions,
        deadlineDays: knownQuestionnaire.settings.deadlineDays ?? null,
      };
    }
    if (linkQuery.isError) return { kind: 'error' };
    if (linkQuery.isPending) return { kind: 'loading' };
    const data = linkQuery.data.data;
    if (!linkQuery.data.hasQuestionnaire || data === null) return { kind: 'none' };
    return {
      kind: 'ready',
      name: data.questionnaireName,
      contentType: data.contentType,
      active: data.active,
      questions: data.questions,
      deadlineDays: data.settings.deadlineDays ?? null,
    };
  })();

  function pick(picked: number) {
    setJobId(picked);
    setIsPicking(false);
    // The picker disappears; focus lands on its replacement instead of the document body.
    focusChangeAfterPick.current = true;
  }

  return {
    jobsQuery,
    /** The jobs offered in the picker. */
    jobs,
    job,
    isPicking,
    preview,
    // An inactive questionnaire sends no interviews: the server refuses it like a missing one.
    usableQuestionnaireId: preview.kind === 'ready' && !preview.active ? null : attachedId,
    changeLink,
    pick,
    startPicking: () => {
      setIsPicking(true);
    },
  };
}

export type InviteJob = ReturnType<typeof useInviteJob>;
