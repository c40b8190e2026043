import type { PublicJob } from '@vi/contracts';
import { useEffect, useState } from 'react';
import { isInvitationExpiredError } from '../../../shared/api/invitation-expired';
import { initializeAnswers } from '../api/applicant-api';
import { interviewSession } from '../api/interview-session';
import type { AnswerKind } from '../recording/recording-channel';
import { answerKindFor, decidePractice, questionRouteFor } from './practice-route';

export interface PracticeSetup {
  kind: AnswerKind;
  /** Where "Start the interview" goes. */
  questionRoute: string;
  answerTimeSeconds: number;
  job: PublicJob | undefined;
  /** The devices and blur chosen at onboarding. */
  audioDeviceId: string | undefined;
  cameraDeviceId: string | undefined;
  isBlurEnabled: boolean;
}

export type PracticeLoad =
  | { status: 'loading' }
  | { status: 'missing'; applicantGuid: string | undefined }
  | { status: 'completed' }
  /** The deadline has passed (410 INVITATION_EXPIRED). */
  | { status: 'expired'; applicantGuid: string }
  | { status: 'error' }
  | { status: 'skip'; questionRoute: string }
  | { status: 'ready'; setup: PracticeSetup };

/** Reads the session onboarding wrote and asks the server whether this applicant practises. */
export async function loadPractice(): Promise<Exclude<PracticeLoad, { status: 'loading' | 'error' }>> {
  const [applicantGuid, questionnaires, job, audioId, cameraId, blur, audioOnly] = await Promise.all([
    interviewSession.get('applicantGuid'),
    interviewSession.get('questionnaires'),
    interviewSession.get('job'),
    interviewSession.get('selectedAudioDeviceId'),
    interviewSession.get('selectedCameraDeviceId'),
    interviewSession.get('isBlurEnabled'),
    interviewSession.get('answerWithAudioOnly'),
  ]);
  const questionnaire = questionnaires?.data;
  if (applicantGuid === undefined || !questionnaire) return { status: 'missing', applicantGuid };

  const kind = answerKindFor(questionnaire.contentType, audioOnly === true);
  const questionRoute = questionRouteFor(kind);
  let progress;
  try {
    progress = await initializeAnswers(applicantGuid);
  } catch (error) {
    if (isInvitationExpiredError(error)) return { status: 'expired', applicantGuid };
    throw error;
  }
  const decision = decidePractice(progress);
  switch (decision.action) {
    case 'completed':
      return { status: 'completed' };
    case 'questions':
      return { status: 'skip', questionRoute };
    case 'practice':
      return {
        status: 'ready',
        setup: {
          kind,
          questionRoute,
          answerTimeSeconds: decision.answerTimeSeconds,
          job,
          audioDeviceId: audioId || undefined,
          cameraDeviceId: kind === 'video' ? cameraId || undefined : undefined,
          isBlurEnabled: kind === 'video' && blur === true,
        },
      };
  }
}

export function usePracticeLoad(): PracticeLoad {
  const [load, setLoad] = useState<PracticeLoad>({ status: 'loading' });
  useEffect(() => {
    let isActive = true;
    loadPractice().then(
      (result) => {
        if (isActive) setLoad(result);
      },
      () => {
        if (isActive) setLoad({ status: 'error' });
      },
    );
    return () => {
      isActive = false;
    };
  }, []);
  return load;
}
