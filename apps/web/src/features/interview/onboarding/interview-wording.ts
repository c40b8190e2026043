import { estimateInterviewMinutes, type EffectiveLimits } from '@vi/contracts';
import { applicantText as t } from '../../../shared/i18n/applicant-i18n';
import { ONBOARDING_TEXTS as T } from './texts';

export type InterviewKind = 'audio' | 'video';

/** "2 minutes", "1 minute 30 seconds", "45 seconds": a time limit inside a sentence. */
export function describeDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return t('time.seconds', { count: rest });
  const whole = t('time.minutes', { count: minutes });
  return rest === 0 ? whole : `${whole} ${t('time.seconds', { count: rest })}`;
}

/** m:ss, the way the question screen's countdown shows time. */
export function formatClock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export type Wording = { heading: string; tips: readonly string[]; howItWorks: readonly string[] };

/**
 * The welcome text for the way the applicant answers. For a video interview at the spec's limits it is
 * the spec's text word for word; an audio answer has no camera and nothing to be presentable for, and
 * limits set on the questionnaire (or stretched for this applicant) are stated as they are.
 */
export function welcomeWording(
  questionnaireKind: InterviewKind,
  answerKind: InterviewKind,
  limits: Pick<EffectiveLimits, 'answerTimeSeconds' | 'triesPerQuestion'> & { thinkTimeSeconds?: number },
): Wording {
  const [, presentable = '', testDevices = '', quiet = ''] = T.tips;
  const keepShort = t('onboarding.keepShort', { duration: describeDuration(limits.answerTimeSeconds) });
  const tips =
    answerKind === 'video'
      ? [keepShort, presentable, testDevices, quiet]
      : [keepShort, T.testMicrophone, quiet];
  const [, recordingStarts = '', review = ''] = T.howItWorks;
  const tries = t('onboarding.triesPerQuestion', { count: limits.triesPerQuestion });
  const thinkTime = limits.thinkTimeSeconds ?? 0;
  // With think time the first take of a question starts by itself: "only when you press" would be untrue.
  const starts = thinkTime > 0 ? recordingStartsAfterThinking(thinkTime) : recordingStarts;
  return {
    heading: questionnaireKind === 'video' ? T.heading : T.headingAudio,
    tips,
    howItWorks: [tries, starts, review],
  };
}

export function recordingStartsAfterThinking(thinkTimeSeconds: number): string {
  return t('onboarding.recordingStartsAfterThinking', { duration: describeDuration(thinkTimeSeconds) });
}

/**
 * What to expect, in one line: "3 questions · about 8 minutes · up to 2:00 per answer · 3 tries per
 * question", with the think time when there is one. The limits are the applicant's own (initialize).
 */
export function expectationSummary(questionCount: number, limits: EffectiveLimits): string {
  const answer = t('onboarding.summaryAnswer', { clock: formatClock(limits.answerTimeSeconds) });
  const facts = [
    t('onboarding.summaryQuestions', { count: questionCount }),
    t('onboarding.summaryMinutes', { count: estimateInterviewMinutes(questionCount, limits) }),
    limits.thinkTimeSeconds > 0
      ? t('onboarding.summaryThink', { duration: describeDuration(limits.thinkTimeSeconds), answer })
      : answer,
    t('onboarding.summaryTries', { count: limits.triesPerQuestion }),
  ];
  return facts.join(' · ');
}
