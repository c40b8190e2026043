import type { SharedUiTexts } from '../ui/shared-ui-texts';
import english from './locales/en/recruiter-ui.json';
import { recruiterNamespace, recruiterTexts } from './recruiter-i18n';

const UI = recruiterNamespace('recruiter-ui', english);
const TEXTS = recruiterTexts(UI, 'ui');

/** The shared components' words on the recruiter's screens, read in the recruiter's language when shown. */
export const RECRUITER_SHARED_UI_TEXTS: SharedUiTexts = {
  get close() {
    return TEXTS.close;
  },
  get closeDialog() {
    return TEXTS.closeDialog;
  },
  get breadcrumb() {
    return TEXTS.breadcrumb;
  },
  get required() {
    return TEXTS.required;
  },
};
