import { LIMITS } from './limits.js';

/**
 * The numbers and rules of interview settings and accommodations, without zod: the applicant's screens
 * import these, and a module that builds schemas at load would pull zod into their first bundle.
 * The schemas that validate them are in interview-settings.schema.ts.
 */
export const INTERVIEW_SETTINGS_BOUNDS = {
  thinkTimeSeconds: { min: 0, max: 300 },
  answerTimeSeconds: { min: 30, max: 600 },
  triesPerQuestion: { min: 1, max: 10 },
} as const;

export const INTERVIEW_SETTINGS_DEFAULTS = {
  thinkTimeSeconds: 0,
  answerTimeSeconds: LIMITS.maxAnswerSeconds,
  triesPerQuestion: LIMITS.triesPerQuestion,
  practiceQuestion: true,
  showRequirements: false,
  endAfterKnockout: false,
} as const;

export interface InterviewSettings {
  thinkTimeSeconds: number;
  answerTimeSeconds: number;
  triesPerQuestion: number;
  practiceQuestion: boolean;
  /** Onboarding tells applicants which questions are requirements (those with a knockout option). */
  showRequirements: boolean;
  /**
   * A knockout answer ends the interview politely: the questions after it are not asked, the answers
   * so far are kept, and a recruiter still decides (docs/questions.md).
   */
  endAfterKnockout: boolean;
  /**
   * Days from the invitation to its default deadline; null (or absent, from an older server) is no
   * default deadline. The invite form may set another deadline, or none.
   */
  deadlineDays?: number | null;
}

export function resolveInterviewSettings(input?: Partial<InterviewSettings> | null): InterviewSettings {
  return {
    thinkTimeSeconds: input?.thinkTimeSeconds ?? INTERVIEW_SETTINGS_DEFAULTS.thinkTimeSeconds,
    answerTimeSeconds: input?.answerTimeSeconds ?? INTERVIEW_SETTINGS_DEFAULTS.answerTimeSeconds,
    triesPerQuestion: input?.triesPerQuestion ?? INTERVIEW_SETTINGS_DEFAULTS.triesPerQuestion,
    practiceQuestion: input?.practiceQuestion ?? INTERVIEW_SETTINGS_DEFAULTS.practiceQuestion,
    showRequirements: input?.showRequirements ?? INTERVIEW_SETTINGS_DEFAULTS.showRequirements,
    endAfterKnockout: input?.endAfterKnockout ?? INTERVIEW_SETTINGS_DEFAULTS.endAfterKnockout,
    // Only when set: a builder that round-trips the other settings never sends it, and so keeps it.
    ...(input?.deadlineDays != null ? { deadlineDays: input.deadlineDays } : {}),
  };
}

export const ACCOMMODATION_BOUNDS = {
  extraTimePercent: { min: 0, max: 200 },
  extraTries: { min: 0, max: 5 },
} as const;

export interface Accommodations {
  extraTimePercent: number;
  extraTries: number;
  audioOnlyAllowed: boolean;
}

export const NO_ACCOMMODATIONS: Accommodations = {
  extraTimePercent: 0,
  extraTries: 0,
  audioOnlyAllowed: false,
};

/** The limits one applicant actually has: the questionnaire's settings after their accommodations. */
export interface EffectiveLimits {
  thinkTimeSeconds: number;
  answerTimeSeconds: number;
  triesPerQuestion: number;
}

export function effectiveLimits(
  settings: InterviewSettings,
  accommodations: Accommodations,
): EffectiveLimits {
  const stretch = (seconds: number) => Math.round((seconds * (100 + accommodations.extraTimePercent)) / 100);
  return {
    thinkTimeSeconds: stretch(settings.thinkTimeSeconds),
    answerTimeSeconds: stretch(settings.answerTimeSeconds),
    triesPerQuestion: settings.triesPerQuestion + accommodations.extraTries,
  };
}

/** The m:ss countdown appears once 75 % of the answer time has passed (90 s of the spec's 120). */
export const countdownFromSeconds = (answerTimeSeconds: number) => Math.round(answerTimeSeconds * 0.75);

/**
 * A rough upper bound shown on onboarding: each question's think time and full answer time, plus half a
 * minute a question for reading and submitting.
 */
export function estimateInterviewMinutes(questionCount: number, limits: EffectiveLimits): number {
  const perQuestion = limits.thinkTimeSeconds + limits.answerTimeSeconds + 30;
  return Math.max(1, Math.ceil((questionCount * perQuestion) / 60));
}
