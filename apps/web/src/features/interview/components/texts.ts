import { applicantTexts } from '../../../shared/i18n/applicant-i18n';

/** Texts of the job card and Job Details modal that @vi/contracts MESSAGES does not hold (catalogue section `job`). */
export const JOB_TEXTS = applicantTexts('job');
