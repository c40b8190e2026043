import {
  INTERVIEW_SETTINGS_BOUNDS as BOUNDS,
  INVITATION_LIMITS,
  MESSAGES,
  QUESTION_LIMITS,
  REVIEW_LIMITS,
} from '@vi/contracts';
import type { DraftErrors } from '../../shared/lib/recruiter/builder-rules';
import type { SettingsErrors } from '../../shared/lib/recruiter/interview-settings';
import { recruiterTexts } from '../../shared/i18n/recruiter-i18n';
import { BUILDER } from './texts';

/**
 * The contracts' MESSAGES the builder shows, in the recruiter's language. English is MESSAGES' wording
 * exactly (the spec's, shared with the server, which keeps answering in it); messages.test.ts holds it so.
 */
export const BUILDER_MESSAGES = recruiterTexts(BUILDER, 'messages');
export type BuilderMessageKey = keyof typeof BUILDER_MESSAGES & keyof typeof MESSAGES;

/** A catalogue message, read in the language shown when it is called. */
type Localise = () => string;

/**
 * Every English message the builder's checks can give (the contract's schemas judge the draft, so the
 * builder and the server say the same thing) and the catalogue message that says it. The English texts
 * are built from the same limits the contracts build them from; an unknown one is shown as it came.
 */
export function knownMessages(): Map<string, Localise> {
  const known = new Map<string, Localise>();
  for (const key of Object.keys(BUILDER.english.messages) as BuilderMessageKey[])
    known.set(MESSAGES[key], () => BUILDER_MESSAGES[key]);
  const t = (key: string, values?: Record<string, number>) => BUILDER.t(key, values);

  known.set('The name must be at most 200 characters', () => t('validation.nameTooLong', { max: 200 }));
  known.set('Text must not contain NUL characters', () => t('validation.noNul'));
  known.set('Question text must be at most 1000 characters', () =>
    t('validation.questionTooLong', { max: 1000 }),
  );
  const { minOptions, maxOptions, minWrittenCharacters: min, maxWrittenCharacters: max } = QUESTION_LIMITS;
  known.set(`A choice question needs at least ${minOptions} options`, () =>
    t('validation.minOptions', { min: minOptions }),
  );
  known.set('Each option needs a label', () => t('validation.optionLabelRequired'));
  known.set(`At most ${maxOptions} options`, () => t('types.optionsLimit', { max: maxOptions }));
  known.set(`The character limit must be a whole number from ${min} to ${max}`, () =>
    t('validation.writtenLimit', { min, max }),
  );

  const bounded = (
    label: string,
    { min, max }: { min: number; max: number },
    keys: [string, string, string],
  ) => {
    known.set(`${label} must be a whole number from ${min} to ${max}`, () => t(keys[0], { min, max }));
    known.set(`${label} must be at least ${min}`, () => t(keys[1], { min }));
    known.set(`${label} must be at most ${max}`, () => t(keys[2], { max }));
  };
  bounded('Think time', BOUNDS.thinkTimeSeconds, [
    'validation.thinkTimeRange',
    'validation.thinkTimeMin',
    'validation.thinkTimeMax',
  ]);
  bounded('Answer time', BOUNDS.answerTimeSeconds, [
    'validation.answerTimeRange',
    'validation.answerTimeMin',
    'validation.answerTimeMax',
  ]);
  bounded('Tries per question', BOUNDS.triesPerQuestion, [
    'validation.triesRange',
    'validation.triesMin',
    'validation.triesMax',
  ]);
  const days = INVITATION_LIMITS.defaultDeadlineDays;
  known.set(`Default deadline must be a whole number of days from ${days.min} to ${days.max}`, () =>
    t('validation.deadlineRange', { min: days.min, max: days.max }),
  );

  const maxLabel = REVIEW_LIMITS.criterionLabelMaxChars;
  known.set('A criterion needs a label', () => t('scorecard.labelRequired'));
  known.set(`A criterion label must be at most ${maxLabel} characters`, () =>
    t('validation.criterionTooLong', { max: maxLabel }),
  );
  return known;
}

let known: Map<string, Localise> | undefined;

/** A check's English message in the recruiter's language (read when shown, never kept translated). */
export function localMessage(english: string): string {
  known ??= knownMessages();
  return known.get(english)?.() ?? english;
}

function localErrors<K extends PropertyKey>(errors: Partial<Record<K, string>>): Partial<Record<K, string>> {
  const local: Partial<Record<K, string>> = {};
  for (const [field, message] of Object.entries(errors) as [K, string | undefined][])
    if (message !== undefined) local[field] = localMessage(message);
  return local;
}

/** The draft's errors (builder-rules.ts, in the contract's English) in the recruiter's language. */
export function localDraftErrors(errors: DraftErrors): DraftErrors {
  const { questionText, questionDetails, ...fields } = errors;
  return {
    ...localErrors(fields),
    questionText: localErrors(questionText),
    ...(questionDetails === undefined ? {} : { questionDetails: localErrors(questionDetails) }),
  };
}

/** The interview settings' errors (interview-settings.ts, in the contract's English), translated. */
export const localSettingsErrors = (errors: SettingsErrors): SettingsErrors => localErrors(errors);
