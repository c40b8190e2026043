import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { TakeRecord } from '../recording/take-journal';
import { findRecoveredTake, type RecoveredTake, type TakeStorage } from './take-recovery';

export type RecoveryStatus = 'checking' | 'done';

/**
 * Looks for a take of the question on screen that a reload interrupted (take-recovery.ts) each time a
 * question starts, and hands it to `onFound`. `record` is the recovered take's journal entry until a new
 * take replaces it (forget) or it is submitted.
 */
export function useTakeRecovery(options: {
  storage: TakeStorage;
  applicantGuid: string;
  questionId: string | undefined;
  onFound: (take: RecoveredTake) => void;
}) {
  const { storage, applicantGuid, questionId } = options;
  const [checkedQuestionId, setCheckedQuestionId] = useState<string | undefined>(undefined);
  const record = useRef<TakeRecord | undefined>(undefined);
  const found = useEffectEvent(options.onFound);

  useEffect(() => {
    if (questionId === undefined) return undefined;
    let isActive = true;
    record.current = undefined;
    void findRecoveredTake(storage, applicantGuid, questionId).then((take) => {
      if (!isActive) return;
      if (take) {
        record.current = take.record;
        found(take);
      }
      setCheckedQuestionId(questionId);
    });
    return () => {
      isActive = false;
    };
  }, [storage, applicantGuid, questionId]);

  const status: RecoveryStatus =
    questionId !== undefined && checkedQuestionId === questionId ? 'done' : 'checking';
  return {
    status,
    record,
    forget: () => {
      record.current = undefined;
    },
  };
}
