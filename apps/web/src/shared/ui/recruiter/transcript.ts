/** How far the arrow keys move a recruiter's player, and the speeds it offers. */
export const SEEK_STEP_SECONDS = 5;
export const PLAYBACK_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
