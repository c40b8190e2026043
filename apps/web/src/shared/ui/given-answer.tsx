import type { InterviewResponse } from '@vi/contracts';
import './given-answer.css';

/*
 * An answer given on the page rather than recorded (docs/questions.md): the chosen labels, the written
 * text, or that it was skipped. The review screen and the share page show it the same way.
 */

/** A choice, a written text or a skip: shown as words, with no player. */
export const isGivenAnswer = (response: InterviewResponse) =>
  response.skipped === true || (response.type !== undefined && response.type !== 'Text');

export type GivenAnswerTexts = { skipped: string; chosen: string };

/** The recruiter's words (the review and compare screens); the share page passes its own. */
export const GIVEN_ANSWER_TEXTS: GivenAnswerTexts = {
  skipped: 'Skipped by the applicant',
  chosen: 'Chosen:',
};

export function GivenAnswer({
  response,
  texts = GIVEN_ANSWER_TEXTS,
}: {
  response: InterviewResponse;
  texts?: GivenAnswerTexts;
}) {
  if (response.skipped === true) return <p className="given-answer__skipped">{texts.skipped}</p>;
  if (response.type === 'Written') {
    return <p className="given-answer__written">{response.text}</p>;
  }
  return (
    <div>
      <p className="visually-hidden">{texts.chosen}</p>
      <ul className="given-answer__choices">
        {(response.labels ?? []).map((label, i) => (
          <li key={response.optionIds?.[i] ?? label}>{label}</li>
        ))}
      </ul>
    </div>
  );
}
