import { type Job } from '@vi/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { jobKeys } from '../../shared/api/recruiter/jobs';
import { questionnaireKeys } from '../../shared/api/recruiter/questionnaires';
import { attachQuestionnaire, detachQuestionnaire } from '../../shared/api/recruiter/jobs';
import { UI_LIMITS } from '../../shared/lib/ui-limits';
import { showUndoToast } from '../../shared/ui/undo-toast';
import type { RunnableAction } from './job-actions';
import { PANEL_TEXTS } from './texts';

type Options = {
  companyId: number;
  /** The questionnaire the panel was opened for; null means nothing can be attached. */
  questionnaireId: string | null;
  onLinksChanged: () => void;
  /** The job's title, for toasts that name it (undefined for a job not in the list). */
  titleOf: (jobId: number) => string | undefined;
};

/**
 * A 409 is a state the recruiter must act on (job closed, questionnaire inactive, another questionnaire
 * attached), so the server's own sentence is shown; "Please try again" would only repeat the failure.
 */
function conflictMessage(error: unknown): string | undefined {
  if (!isAxiosError(error) || error.response?.status !== 409) return undefined;
  const data: unknown = error.response.data;
  if (typeof data !== 'object' || data === null || !('message' in data)) return undefined;
  return typeof data.message === 'string' && data.message.trim() !== '' ? data.message : undefined;
}

type RunFor = (
  jobId: number,
  action: RunnableAction | 'undo-detach',
  linkedId: string | null,
) => Promise<void>;

/** Attach/detach with the spec's 'Processing...' state per job and its 10 s safety clear. */
export function useJobAction({ companyId, questionnaireId, onLinksChanged, titleOf }: Options) {
  const queryClient = useQueryClient();
  const [processing, setProcessing] = useState<ReadonlySet<number>>(() => new Set());
  const safetyTimers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  /** The latest runFor, for an Undo pressed after later renders. */
  const runRef = useRef<RunFor>(() => Promise.resolve());

  const attach = useMutation({
    mutationFn: (vars: { jobId: number; questionnaireId: string; undo?: boolean }) =>
      attachQuestionnaire(vars.jobId, vars.questionnaireId, vars.undo),
  });
  const detach = useMutation({
    mutationFn: (vars: { jobId: number; questionnaireId: string }) =>
      detachQuestionnaire(vars.jobId, vars.questionnaireId),
  });

  useEffect(() => {
    const timers = safetyTimers.current;
    return () => {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    };
  }, []);

  const finish = useCallback((jobId: number) => {
    const timer = safetyTimers.current.get(jobId);
    if (timer !== undefined) clearTimeout(timer);
    safetyTimers.current.delete(jobId);
    setProcessing((current) => {
      if (!current.has(jobId)) return current;
      const next = new Set(current);
      next.delete(jobId);
      return next;
    });
  }, []);

  /** The server's answer is the truth: the cached row changes at once, the refetch confirms it. */
  const applyLink = useCallback(
    (jobId: number, linked: string | null) => {
      queryClient.setQueryData<Job[]>(jobKeys.list(companyId), (jobs) =>
        jobs?.map((job) => (job.id === jobId ? { ...job, questionnaireId: linked } : job)),
      );
      void queryClient.invalidateQueries({ queryKey: jobKeys.list(companyId) });
      void queryClient.invalidateQueries({ queryKey: questionnaireKeys.list(companyId) });
      onLinksChanged();
    },
    [companyId, onLinksChanged, queryClient],
  );

  const callServer = useCallback(
    async (jobId: number, action: RunnableAction | 'undo-detach', linkedId: string): Promise<void> => {
      switch (action) {
        case 'select':
        case 'undo-detach': {
          const undo = action === 'undo-detach';
          try {
            await attach.mutateAsync({ jobId, questionnaireId: linkedId, undo });
          } catch (error) {
            toast.error(conflictMessage(error) ?? PANEL_TEXTS.attachFailed);
            void queryClient.invalidateQueries({ queryKey: jobKeys.list(companyId) });
            return;
          }
          toast.success(
            undo ? PANEL_TEXTS.reattached(titleOf(jobId)) : PANEL_TEXTS.attached(jobId, titleOf(jobId)),
          );
          applyLink(jobId, linkedId);
          return;
        }
        case 'detach':
          try {
            await detach.mutateAsync({ jobId, questionnaireId: linkedId });
          } catch (error) {
            toast.error(conflictMessage(error) ?? PANEL_TEXTS.detachFailed);
            void queryClient.invalidateQueries({ queryKey: jobKeys.list(companyId) });
            return;
          }
          showUndoToast({
            message: PANEL_TEXTS.detached(jobId, titleOf(jobId)),
            undoLabel: PANEL_TEXTS.undo,
            undoName: PANEL_TEXTS.undoDetach(titleOf(jobId)),
            onUndo: () => void runRef.current(jobId, 'undo-detach', linkedId),
          });
          applyLink(jobId, null);
          return;
      }
    },
    [applyLink, attach, companyId, detach, queryClient, titleOf],
  );

  /**
   * Runs an action with the job's 'Processing...' state. Undo names its questionnaire itself: the panel may
   * be closed, or open for another questionnaire, when the toast's Undo is pressed.
   */
  const runFor = useCallback(
    async (jobId: number, action: RunnableAction | 'undo-detach', linkedId: string | null): Promise<void> => {
      if (safetyTimers.current.has(jobId)) return;
      if (linkedId === null) {
        toast.error(PANEL_TEXTS.actionFailed);
        return;
      }
      setProcessing((current) => new Set(current).add(jobId));
      // A hung request must not leave the button stuck: after 10 s it is usable again (spec §4).
      const timer = setTimeout(() => {
        if (safetyTimers.current.get(jobId) === timer) finish(jobId);
      }, UI_LIMITS.processingSafetyMs);
      safetyTimers.current.set(jobId, timer);
      try {
        await callServer(jobId, action, linkedId);
      } catch {
        // Anything outside the calls themselves (e.g. a throwing callback) still gets the spec's words.
        toast.error(PANEL_TEXTS.actionFailed);
      } finally {
        // After the safety clear a new click may own this job's state; only its own run may end it.
        const current = safetyTimers.current.get(jobId);
        if (current === timer || current === undefined) finish(jobId);
      }
    },
    [callServer, finish],
  );
  useEffect(() => {
    runRef.current = runFor;
  }, [runFor]);

  const run = useCallback(
    (jobId: number, action: RunnableAction) => runFor(jobId, action, questionnaireId),
    [runFor, questionnaireId],
  );

  return { processing, run };
}
