import type { Interview, InterviewResponse, Note, Questionnaire, Review } from '@vi/contracts';
import { useState } from 'react';
import { PRIVACY_TEXTS } from '../../shared/ui/recruiter/privacy-texts';
import { AnswerPlayer, type AnswerPlayerHandle } from '../../shared/ui/recruiter/answer-player';
import { INTERVIEW_TEXTS as T } from '../../shared/ui/recruiter/interview-texts';
import { GivenAnswer, isGivenAnswer } from '../../shared/ui/given-answer';
import { StarRating } from './star-rating';
import { givenAnswerTexts, REVIEW_TEXTS } from './texts';
import { ANSWER_ATTRIBUTE } from './use-review-shortcuts';

export type ReviewItem = {
  questionId: string;
  questionText: string;
  response: InterviewResponse | undefined;
};

/**
 * Every question of the interview's questionnaire in order, each with its answer or none ('Not answered').
 * Answers to questions no longer in the questionnaire (it was edited since) still show, after the rest.
 */
export function reviewItems(interview: Interview, questionnaire: Questionnaire | undefined): ReviewItem[] {
  const byQuestion = new Map(interview.responses.map((response) => [response.questionId, response]));
  const items: ReviewItem[] = [];
  for (const question of questionnaire?.questions ?? []) {
    const response = byQuestion.get(question.questionId);
    byQuestion.delete(question.questionId);
    // The text the applicant was asked wins over the questionnaire's current wording.
    items.push({
      questionId: question.questionId,
      questionText: response?.questionText ?? question.questionText,
      response,
    });
  }
  for (const response of byQuestion.values()) {
    items.push({ questionId: response.questionId, questionText: response.questionText, response });
  }
  return items;
}

type ReviewAnswersProps = {
  interviewId: string;
  /** The applicant's data is erased: the questions and given stars stay, players and transcripts do not. */
  isErased: boolean;
  items: readonly ReviewItem[];
  mine: Review | undefined;
  notes: readonly Note[];
  activeQuestionId: string | null;
  onActivate: (questionId: string) => void;
  onRate: (questionId: string, stars: number | null) => void;
  registerPlayer: (questionId: string, handle: AnswerPlayerHandle | null) => void;
};

/** The answers, each with the caller's stars, its player (with pinned notes as marks) and transcript. */
export function ReviewAnswers(props: ReviewAnswersProps) {
  const { interviewId, isErased, items, mine, notes, activeQuestionId, onActivate, onRate, registerPlayer } =
    props;
  // One playback speed for every answer: a recruiter who listens at 1.5× wants it everywhere.
  const [speed, setSpeed] = useState(1);
  const stars = (item: ReviewItem) =>
    mine?.ratings.find((r) => r.questionId === item.questionId)?.stars ?? null;
  return (
    <ol className="review__questions">
      {items.map((item, index) => {
        const position = index + 1;
        const isActive = item.questionId === activeQuestionId;
        return (
          <li
            key={item.questionId}
            className={`review-answer${isActive ? ' review-answer--active' : ''}`}
            {...{ [ANSWER_ATTRIBUTE]: item.questionId }}
            onFocus={() => onActivate(item.questionId)}
            onPointerDown={() => onActivate(item.questionId)}
          >
            <p className="review-answer__label">{T.questionHeading(position, items.length)}</p>
            <h3 className="review-answer__question">{item.questionText}</h3>
            {((item.response !== undefined && item.response.mediaStatus !== 'failed') ||
              (isErased && stars(item) !== null)) && (
              <div className="review-answer__rating">
                <StarRating
                  label={REVIEW_TEXTS.rateAnswer(position)}
                  value={stars(item)}
                  // An erased interview may keep ratings of answers it no longer lists: shown, not changed.
                  disabled={item.response === undefined}
                  onChange={(value) => onRate(item.questionId, value)}
                />
              </div>
            )}
            {isErased ? (
              <p className="review-transcript__status">{PRIVACY_TEXTS.answerDeleted}</p>
            ) : item.response !== undefined && isGivenAnswer(item.response) ? (
              <GivenAnswer response={item.response} texts={givenAnswerTexts()} />
            ) : item.response?.mediaStatus === 'processing' ? (
              <div className="review-answer__processing" role="status">
                <p className="review-answer__processing-title">{T.processing}</p>
                <p className="review-transcript__status">{T.processingHint}</p>
              </div>
            ) : item.response?.mediaStatus === 'failed' ? (
              <p className="review-answer__failed">{T.mediaFailed(item.response.mediaError ?? '')}</p>
            ) : item.response ? (
              <AnswerPlayer
                key={`${interviewId}-${item.questionId}`}
                response={item.response}
                position={position}
                speed={speed}
                onSpeedChange={setSpeed}
                markers={notes
                  .filter((note) => note.questionId === item.questionId && note.atSeconds !== null)
                  .map((note) => ({ id: note.id, atSeconds: note.atSeconds ?? 0, text: note.text }))}
                handleRef={(handle: AnswerPlayerHandle | null) => registerPlayer(item.questionId, handle)}
              />
            ) : (
              <p className="review-transcript__status">{T.notAnswered}</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
