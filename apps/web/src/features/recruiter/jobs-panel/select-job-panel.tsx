import type { Questionnaire } from '@vi/contracts';

// SKELETON (being built for issue 6): the Select Job side panel.
export type SelectJobPanelProps = {
  show: boolean;
  /** The questionnaire being attached (Add to Job on a list row). */
  questionnaire: Questionnaire | null;
  onHide: () => void;
  /** After an attach or detach succeeded, so the home can refresh its counts and eligible jobs. */
  onLinksChanged: () => void;
};

export function SelectJobPanel(_props: SelectJobPanelProps) {
  return null;
}
