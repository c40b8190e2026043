import { MESSAGES } from '@vi/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import english from '../../shared/i18n/locales/en/recruiter-builder.json';
import { applyRecruiterLanguage, resetRecruiterLanguage } from '../../shared/i18n/recruiter-i18n';
import { validateQuestionnaireDraft } from '../../shared/lib/recruiter/builder-rules';
import { settingsDraftFrom, validateSettingsDraft } from '../../shared/lib/recruiter/interview-settings';
import { newDraftCriterion, validateCriteria } from './criteria-draft';
import {
  BUILDER_MESSAGES,
  knownMessages,
  localDraftErrors,
  localMessage,
  type BuilderMessageKey,
} from './messages';

/** What the contract's checks answer for drafts with every kind of mistake the builder lets through. */
function checkedMessages(): string[] {
  const drafts = [
    { name: '', contentType: null, questions: [] },
    { name: 'N', contentType: 'video' as const, questions: Array.from({ length: 9 }, () => ({ text: 'Q' })) },
    {
      name: 'x'.repeat(201),
      contentType: 'audio' as const,
      questions: [
        { text: '' },
        { text: 'x'.repeat(1001) },
        {
          text: 'Q',
          type: 'Select' as const,
          required: true,
          options: [{ label: 'A' }],
          maxCharacters: null,
        },
        { text: 'Q', type: 'Select' as const, required: true, options: [{ label: '' }, { label: 'B' }] },
        {
          text: 'Q',
          type: 'Multiselect' as const,
          required: true,
          options: Array.from({ length: 21 }, (_, i) => ({ label: `O${i}` })),
        },
        { text: 'Q', type: 'Written' as const, required: true, options: null, maxCharacters: 10 },
      ],
    },
  ];
  const defaults = settingsDraftFrom();
  const settings = [
    { thinkTimeSeconds: '301', answerTimeSeconds: '29', triesPerQuestion: '', deadlineDays: '91' },
    { thinkTimeSeconds: '-1', answerTimeSeconds: '601', triesPerQuestion: '11', deadlineDays: '1.5' },
    { thinkTimeSeconds: '', answerTimeSeconds: '', triesPerQuestion: '0', deadlineDays: '' },
  ];
  const criteria = ['', 'x'.repeat(81)].map((label) => newDraftCriterion(label));
  return [
    ...drafts.flatMap((draft) => {
      const errors = validateQuestionnaireDraft(draft);
      return [
        errors.name,
        errors.contentType,
        errors.questions,
        ...Object.values(errors.questionText),
        ...Object.values(errors.questionDetails ?? {}),
      ];
    }),
    ...settings.flatMap((change) => Object.values(validateSettingsDraft({ ...defaults, ...change }))),
    ...Object.values(validateCriteria(criteria)),
  ].filter((message): message is string => message !== undefined);
}

describe('the builder’s messages', () => {
  afterEach(() => resetRecruiterLanguage());

  it('are MESSAGES’ wording in English, word for word', () => {
    const keys = Object.keys(english.messages) as BuilderMessageKey[];
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(BUILDER_MESSAGES[key]).toBe(MESSAGES[key]);
  });

  it('word every message the contract’s checks give exactly as the contract does, in English', () => {
    for (const [message, localise] of knownMessages()) expect(localise()).toBe(message);
    const checked = checkedMessages();
    expect(checked.length).toBeGreaterThan(15);
    for (const message of checked) expect(knownMessages().has(message), message).toBe(true);
  });

  it('are shown in the recruiter’s language, each of them translated', async () => {
    await applyRecruiterLanguage('de');
    for (const [message, localise] of knownMessages()) expect(localise(), message).not.toBe(message);
    expect(localMessage(MESSAGES.nameRequired)).toBe('Dieses Feld ist erforderlich!');
    expect(localMessage('Tries per question must be at most 10')).toBe(
      'Die Versuche pro Frage dürfen höchstens 10 betragen',
    );
    expect(
      localDraftErrors(validateQuestionnaireDraft({ name: '', contentType: null, questions: [] })),
    ).toEqual({
      name: 'Dieses Feld ist erforderlich!',
      contentType: 'Bitte wählen Sie ein Antwortformat (Audio oder Video)',
      questions: 'Mindestens eine Frage ist erforderlich!',
      questionText: {},
    });
    // A message the builder does not know (a newer server's) is shown as it came.
    expect(localMessage('Something new')).toBe('Something new');
  });
});
