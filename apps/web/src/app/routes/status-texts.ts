import { applicantTexts } from '../../shared/i18n/applicant-i18n';

/**
 * The 404, 401 and error pages' texts, in the reader's language (`usePublicPageLanguage`): applicants see
 * them most, so they are in the applicant's catalogues.
 */
export const STATUS_PAGE_TEXTS = applicantTexts('statusPages');
