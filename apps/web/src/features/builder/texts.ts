import english from '../../shared/i18n/locales/en/recruiter-builder.json';
import { recruiterNamespace, recruiterTexts } from '../../shared/i18n/recruiter-i18n';
import type { DragTexts } from './sortable-list';

/*
 * The builder's texts, in the recruiter's language (docs/languages.md). English keeps the spec's wording
 * (recruiter §2, §8); the contracts' MESSAGES the builder shows are in messages.ts.
 */
export const BUILDER = recruiterNamespace('recruiter-builder', english);

export const BUILDER_TEXTS = recruiterTexts(BUILDER, 'page', {
  question: (position: number) => BUILDER.t('page.question', { position }),
  removeQuestion: (position: number) => BUILDER.t('page.removeQuestion', { position }),
  moveQuestion: (position: number) => BUILDER.t('page.moveQuestion', { position }),
  /** A clone's name, so saving a clone does not collide with its source (decision 0009). */
  cloneName: (name: string) => BUILDER.t('page.cloneName', { name }),
});

/** dnd-kit's and the keyboard's screen reader texts, worded for questions and 1-based positions. */
export const BUILDER_QUESTION_DRAG_TEXTS: DragTexts = recruiterTexts(BUILDER, 'questionDrag', {
  get instructions() {
    return BUILDER.t('questionDrag.instructions');
  },
  pickedUp: (from: number) => BUILDER.t('questionDrag.pickedUp', { from }),
  movedOver: (from: number, to: number, total: number) =>
    BUILDER.t('questionDrag.movedOver', { from, to, total }),
  dropped: (from: number, to: number, total: number) =>
    from === to
      ? BUILDER.t('questionDrag.droppedBack', { from })
      : BUILDER.t('questionDrag.dropped', { from, to, total }),
  cancelled: (from: number) => BUILDER.t('questionDrag.cancelled', { from }),
});

/** The questionnaire's language (docs/languages.md); `name` is the language named in itself. */
export const BUILDER_LANGUAGE_TEXTS = recruiterTexts(BUILDER, 'language', {
  noVoice: (name: string) => BUILDER.t('language.noVoice', { name }),
  noTranscription: (name: string) => BUILDER.t('language.noTranscription', { name }),
});
