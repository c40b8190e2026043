import type { SharedUiTexts } from '../ui/shared-ui-texts';
import { applicantTexts } from './applicant-i18n';

const SHARED_UI = applicantTexts('sharedUi');

/** The shared components' words on the applicant's screens, read in the interview's language when shown. */
export const APPLICANT_SHARED_UI_TEXTS: SharedUiTexts = {
  get close() {
    return SHARED_UI.close;
  },
  get closeDialog() {
    return SHARED_UI.closeDialog;
  },
  get breadcrumb() {
    return SHARED_UI.breadcrumb;
  },
  get required() {
    return SHARED_UI.required;
  },
};
