import type { AnswerReceipt } from '@vi/contracts';
import { Link } from 'react-router';
import { applicantText as t, applicantTexts } from '../../shared/i18n/applicant-i18n';

export const RECORD_AGAIN_TEXTS = applicantTexts('recordAgain', {
  heading: (count: number) => t('recordAgain.heading', { count }),
  button: (count: number) => t('recordAgain.button', { count }),
  processing: (count: number) => t('recordAgain.processing', { count }),
});

/**
 * In place of "complete" when an answer accepted at Submit could not be processed afterwards: which
 * question and why, and the interview's own link, which opens on the question to record.
 */
export function RecordAgain({
  applicantGuid,
  needsNewAnswer,
}: {
  applicantGuid: string;
  needsNewAnswer: AnswerReceipt['needsNewAnswer'];
}) {
  const count = needsNewAnswer.length;
  return (
    <section className="interview-end" aria-labelledby="record-again-heading">
      <h2 id="record-again-heading" className="interview-end__heading">
        {RECORD_AGAIN_TEXTS.heading(count)}
      </h2>
      <ul className="interview-end__text interview-end__failures">
        {needsNewAnswer.map((answer) => (
          <li key={answer.questionId}>{answer.message}</li>
        ))}
      </ul>
      <p className="interview-end__text">{RECORD_AGAIN_TEXTS.lead}</p>
      <Link className="btn btn-primary" to={`/interview/onboarding/${encodeURIComponent(applicantGuid)}`}>
        {RECORD_AGAIN_TEXTS.button(count)}
      </Link>
    </section>
  );
}
