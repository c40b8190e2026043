import { ACCOMMODATION_BOUNDS as BOUNDS } from '@vi/contracts';

/** Texts of the accommodation fields, shared by the invite form and the review screen's dialog (ours). */
export const ACCOMMODATION_TEXTS = {
  extraTime: 'Extra time',
  extraTimeHelp: 'Added to the think time and the answer time of every question.',
  extraTimeOption: (percent: number) =>
    percent === 0
      ? 'None'
      : percent === 100
        ? '+100 % (double time)'
        : percent === 200
          ? '+200 % (triple time)'
          : `+${percent} %`,
  extraTries: 'Extra tries',
  extraTriesHelp: `More recording attempts per question, ${BOUNDS.extraTries.min} to ${BOUNDS.extraTries.max}.`,
  audioOnly: 'May answer with audio only',
  audioOnlyHelp: 'The applicant may turn the camera off and answer this video interview with sound alone.',
} as const;
