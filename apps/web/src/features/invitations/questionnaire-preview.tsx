import type { ContentType, Question } from '@vi/contracts';
import { CONTENT_TYPE_NAMES, INVITE_TEXTS } from './texts';

export type PreviewState =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'error' }
  | {
      kind: 'ready';
      name: string;
      contentType: ContentType;
      active: boolean;
      questions: readonly Pick<Question, 'questionId' | 'questionText'>[];
      /** The questionnaire's default deadline in days; null: none. */
      deadlineDays: number | null;
    };

/** Spec §2/§8: the selected job's questionnaire, or why there is none to show. */
export function QuestionnairePreview({ state }: { state: PreviewState }) {
  switch (state.kind) {
    case 'none':
      return <p className="questionnaire-preview__empty">{INVITE_TEXTS.noQuestionnaire}</p>;
    case 'loading':
      return (
        <p className="questionnaire-preview__empty" role="status">
          {INVITE_TEXTS.loadingQuestionnaire}
        </p>
      );
    case 'error':
      return (
        <p className="questionnaire-preview__error" role="alert">
          {INVITE_TEXTS.questionnaireFailed}
        </p>
      );
    case 'ready':
      return (
        <div className="questionnaire-preview">
          <p className="questionnaire-preview__name">
            <strong>{state.name}</strong>{' '}
            <span className="badge text-bg-secondary">{CONTENT_TYPE_NAMES[state.contentType]}</span>
            {state.active ? null : (
              <span className="badge text-bg-warning ms-1">{INVITE_TEXTS.inactive}</span>
            )}
          </p>
          {state.questions.length === 0 ? (
            <p className="questionnaire-preview__empty">{INVITE_TEXTS.noQuestions}</p>
          ) : (
            <ol className="questionnaire-preview__questions">
              {state.questions.map((question) => (
                <li key={question.questionId}>{question.questionText}</li>
              ))}
            </ol>
          )}
        </div>
      );
  }
}
