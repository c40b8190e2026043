import { ACCOMMODATION_BOUNDS as BOUNDS } from '@vi/contracts';
import { recruiterTexts } from '../../../i18n/recruiter-i18n';
import { PLAYER } from '../player-texts';

/** Texts of the accommodation fields, shared by the invite form and the review screen's dialog (ours). */
export const ACCOMMODATION_TEXTS = recruiterTexts(PLAYER, 'accommodations', {
  extraTimeOption: (percent: number) => PLAYER.t('accommodations.extraTimeOption', { percent }),
  // The contract words a refused number in English; the fields show the same refusal in the catalogue's.
  get extraTimeInvalid() {
    return PLAYER.t('accommodations.extraTimeInvalid', BOUNDS.extraTimePercent);
  },
  get extraTriesInvalid() {
    return PLAYER.t('accommodations.extraTriesInvalid', BOUNDS.extraTries);
  },
  get extraTriesHelp() {
    return PLAYER.t('accommodations.extraTriesHelp', {
      min: BOUNDS.extraTries.min,
      max: BOUNDS.extraTries.max,
    });
  },
});
