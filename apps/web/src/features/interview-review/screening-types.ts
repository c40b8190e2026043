/** A question as the screening panel needs it: its id and the text the applicant was asked. */
export type ReviewScreeningItem = { questionId: string; questionText: string };
