import { REVIEW_LIMITS } from '@vi/contracts';
import english from '../../shared/i18n/locales/en/recruiter-sharing.json';
import { recruiterNamespace, recruiterTexts } from '../../shared/i18n/recruiter-i18n';

/*
 * Every text of the shared review page (a hiring manager's view through a share link), in the language
 * of the guest's browser (docs/languages.md): the share modal's namespace, its own sections.
 */
const SHARING = recruiterNamespace('recruiter-sharing', english);

export const SHARED_TEXTS = recruiterTexts(SHARING, 'shared', {
  intro: (count: number) => SHARING.t('shared.intro', { count }),
  expiresAt: (date: string) => SHARING.t('shared.expiresAt', { date }),
  teamRatingValue: (average: number, count: number) =>
    SHARING.t('shared.teamRatingValue', { average, count }),
  questionLabel: (position: number, total: number) => SHARING.t('shared.questionLabel', { position, total }),
  playerLabel: (position: number) => SHARING.t('shared.playerLabel', { position }),
  transcriptLanguage: (name: string) => SHARING.t('shared.transcriptLanguage', { name }),
  seekTo: (stamp: string) => SHARING.t('shared.seekTo', { stamp }),
  stars: (stars: number) => SHARING.t('shared.stars', { stars }),
});

/** The guest's review form, and its field errors in the guest's language (the contract words them in English). */
export const GUEST_FORM_TEXTS = recruiterTexts(SHARING, 'guestForm', {
  starChoice: (stars: number) => SHARING.t('guestForm.starChoice', { stars }),
  get commentHelp() {
    return SHARING.t('guestForm.commentHelp', { max: REVIEW_LIMITS.guestCommentMaxChars });
  },
  editing: (name: string) => SHARING.t('guestForm.editing', { name }),
  nameTooLong: (max: number) => SHARING.t('guestForm.nameTooLong', { max }),
  commentTooLong: (max: number) => SHARING.t('guestForm.commentTooLong', { max }),
});
