import english from '../../i18n/locales/en/recruiter-interviews.json';
import { recruiterNamespace, recruiterTexts } from '../../i18n/recruiter-i18n';

/** The interview grid's, the review screen's and the interview facts' catalogue (docs/languages.md). */
export const INTERVIEWS = recruiterNamespace('recruiter-interviews', english);

/**
 * Texts of the interview grid and the review screen, in the recruiter's language. The spec's own English
 * wording (spec §8: loadFailed, empty) is kept in the catalogue.
 */
export const INTERVIEW_TEXTS = recruiterTexts(INTERVIEWS, 'interview', {
  shownCount: (shown: number, total: number) => INTERVIEWS.t('interview.shownCount', { shown, total }),
  questionHeading: (position: number, total: number) =>
    INTERVIEWS.t('interview.questionHeading', { position, total }),
  playerLabel: (position: number) => INTERVIEWS.t('interview.playerLabel', { position }),
  /** An answer whose media could not be made (docs/decisions/0022-media-off-the-submit-path.md). */
  mediaFailed: (reason: string) => INTERVIEWS.t('interview.mediaFailed', { reason }),
  seekTo: (time: string) => INTERVIEWS.t('interview.seekTo', { time }),
});
