import { estimateInterviewMinutes, type EffectiveLimits } from '@vi/contracts';
import { ONBOARDING_TEXTS as T } from './texts';

export type InterviewKind = 'audio' | 'video';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "2 minutes", "1 minute 30 seconds", "45 seconds": a time limit inside a sentence. */
export function describeDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return plural(rest, 'second', 'seconds');
  const whole = plural(minutes, 'minute', 'minutes');
  return rest === 0 ? whole : `${whole} ${plural(rest, 'second', 'seconds')}`;
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
  limits: Pick<EffectiveLimits, 'answerTimeSeconds' | 'triesPerQuestion'>,
): Wording {
  const [, presentable, testDevices, quiet] = T.tips;
  const keepShort = `Keep each answer under ${describeDuration(limits.answerTimeSeconds)}.`;
  const tips =
    answerKind === 'video'
      ? [keepShort, presentable, testDevices, quiet]
      : [keepShort, T.testMicrophone, quiet];
  const [, recordingStarts, review] = T.howItWorks;
  const tries = `You have ${plural(limits.triesPerQuestion, 'try', 'tries')} per question.`;
  return {
    heading: questionnaireKind === 'video' ? T.heading : T.headingAudio,
    tips,
    howItWorks: [tries, recordingStarts, review],
  };
}

/**
 * What to expect, in one line: "3 questions · about 8 minutes · up to 2:00 per answer · 3 tries per
 * question", with the think time when there is one. The limits are the applicant's own (initialize).
 */
export function expectationSummary(questionCount: number, limits: EffectiveLimits): string {
  const answer = `up to ${formatClock(limits.answerTimeSeconds)} per answer`;
  const facts = [
    plural(questionCount, 'question', 'questions'),
    `about ${plural(estimateInterviewMinutes(questionCount, limits), 'minute', 'minutes')}`,
    limits.thinkTimeSeconds > 0
      ? `${describeDuration(limits.thinkTimeSeconds)} to think, then ${answer}`
      : answer,
    `${plural(limits.triesPerQuestion, 'try', 'tries')} per question`,
  ];
  return facts.join(' · ');
}
