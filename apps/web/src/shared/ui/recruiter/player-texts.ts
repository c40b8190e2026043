import english from '../../i18n/locales/en/recruiter-player.json';
import { recruiterNamespace, recruiterTexts } from '../../i18n/recruiter-i18n';

/**
 * The answer player's parts, the tombstones' sentence and the accommodation fields, in the recruiter's
 * language (docs/languages.md). A share link's guest page reads the player's texts too.
 */
export const PLAYER = recruiterNamespace('recruiter-player', english);

/** Texts of the answer player's parts that the review and the compare screens both show. */
export const PLAYER_TEXTS = recruiterTexts(PLAYER, 'player', {
  markers: (position: number) => PLAYER.t('player.markers', { position }),
  markerLabel: (time: string, text: string) => PLAYER.t('player.markerLabel', { time, text }),
});
