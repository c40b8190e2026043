import { MESSAGES } from '@vi/contracts';
import { createContext, useContext } from 'react';

/**
 * The shared components' own words (a dialog's Close button and its × label, the breadcrumb's name, the
 * required mark's hint), in the language of the area around them: the recruiter's screens and the
 * applicant's each provide theirs (docs/languages.md). Read at render, so a language switch shows at once.
 */
export type SharedUiTexts = {
  readonly close: string;
  readonly closeDialog: string;
  readonly breadcrumb: string;
  readonly required: string;
};

/** Outside any area (and in English): the spec's words. */
const ENGLISH: SharedUiTexts = {
  close: 'Close',
  closeDialog: 'Close dialog',
  breadcrumb: 'Breadcrumb',
  required: MESSAGES.fieldRequired,
};

const SharedUiTextsContext = createContext<SharedUiTexts>(ENGLISH);

export const SharedUiTextsProvider = SharedUiTextsContext.Provider;

export const useSharedUiTexts = (): SharedUiTexts => useContext(SharedUiTextsContext);
