import { QUESTION_LIMITS, type QuestionType } from '@vi/contracts';
import { recruiterTexts } from '../../shared/i18n/recruiter-i18n';
import type { DragTexts } from './sortable-list';
import { BUILDER } from './texts';

/** The builder's words for the question types and their settings (docs/questions.md). */
export const BUILDER_TYPE_TEXTS = recruiterTexts(BUILDER, 'types', {
  get maxCharactersHint() {
    return BUILDER.t('types.maxCharactersHint', {
      min: QUESTION_LIMITS.minWrittenCharacters,
      max: QUESTION_LIMITS.maxWrittenCharacters,
    });
  },
  get optionsLimit() {
    return BUILDER.t('types.optionsLimit', { max: QUESTION_LIMITS.maxOptions });
  },
  /** An option's input, named by its question's and its own 1-based positions. */
  option: (question: number, option: number) => BUILDER.t('types.option', { question, option }),
  optionPlaceholder: (option: number) => BUILDER.t('types.optionPlaceholder', { option }),
  knockoutOption: (question: number, option: number) =>
    BUILDER.t('types.knockoutOption', { question, option }),
  removeOption: (question: number, option: number) => BUILDER.t('types.removeOption', { question, option }),
  moveOption: (question: number, option: number) => BUILDER.t('types.moveOption', { question, option }),
});

/** The recorded type's name says which recording the questionnaire's answer format makes. */
export function typeName(type: QuestionType, contentType: 'audio' | 'video' | null): string {
  switch (type) {
    case 'Text':
      return contentType === 'audio'
        ? BUILDER_TYPE_TEXTS.recordedAudio
        : contentType === 'video'
          ? BUILDER_TYPE_TEXTS.recordedVideo
          : BUILDER_TYPE_TEXTS.recorded;
    case 'Select':
      return BUILDER_TYPE_TEXTS.select;
    case 'Multiselect':
      return BUILDER_TYPE_TEXTS.multiselect;
    case 'Written':
      return BUILDER_TYPE_TEXTS.written;
  }
}

/** dnd-kit's and the keyboard's screen reader texts for one question's options, worded like the questions'. */
export const optionDragTexts = (question: number): DragTexts => ({
  instructions: BUILDER.t('optionDrag.instructions', { question }),
  pickedUp: (from) => BUILDER.t('optionDrag.pickedUp', { from, question }),
  movedOver: (from, to, total) => BUILDER.t('optionDrag.movedOver', { from, to, total }),
  dropped: (from, to, total) =>
    from === to
      ? BUILDER.t('optionDrag.droppedBack', { from })
      : BUILDER.t('optionDrag.dropped', { from, to, total }),
  cancelled: (from) => BUILDER.t('optionDrag.cancelled', { from }),
});
