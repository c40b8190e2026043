/** Texts of the answer player's parts that the review and the compare screens both show. */
export const PLAYER_TEXTS = {
  markers: (position: number) => `Notes on answer ${position}`,
  markerLabel: (time: string, text: string) => `Note at ${time}: ${text}`,
  transcriptMachineMade: 'Automatic transcript — may contain mistakes.',
};
