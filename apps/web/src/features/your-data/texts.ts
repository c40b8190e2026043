import { applicantText as t, applicantTexts } from '../../shared/i18n/applicant-i18n';

/**
 * The applicant's "Your data" section and page (docs/privacy.md): download a copy, or erase the interview.
 * Catalogue section `yourData`, in the interview's language.
 */
export const YOUR_DATA_TEXTS = applicantTexts('yourData', {
  pageSummary: (jobTitle: string, companyName: string) =>
    t('yourData.pageSummary', { jobTitle, companyName }),
  // Recorded answers alone keep the sentence they always had; chosen or written ones are named beside them.
  pageAnswers: (recorded: number, other = 0) =>
    other === 0
      ? t('yourData.pageAnswers', { count: recorded })
      : t('yourData.pageAnswersWithOther', { recorded, other, total: recorded + other }),
});
