import type { Questionnaire } from '@vi/contracts';
import Modal from 'react-bootstrap/Modal';
import { AudioIcon, VideoIcon } from './icons';
import { QUESTIONNAIRE_LIST_TEXTS } from './texts';

type QuestionnairePreviewModalProps = {
  questionnaire: Questionnaire | null;
  onHide: () => void;
  onEdit: (questionnaire: Questionnaire) => void;
};

/** Spec §2 View: the questions of one questionnaire, with a way into the builder. */
export function QuestionnairePreviewModal({ questionnaire, onHide, onEdit }: QuestionnairePreviewModalProps) {
  const isVideo = questionnaire?.contentType === 'Video';
  return (
    <Modal
      show={questionnaire !== null}
      onHide={onHide}
      centered
      aria-labelledby="questionnaire-preview-title"
    >
      {questionnaire !== null && (
        <>
          <Modal.Header closeButton closeLabel={QUESTIONNAIRE_LIST_TEXTS.close}>
            <Modal.Title id="questionnaire-preview-title" as="h2" className="h5">
              {questionnaire.questionnaireName}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <p className="questionnaire-row__type">
              {isVideo ? <VideoIcon /> : <AudioIcon />}
              {isVideo ? QUESTIONNAIRE_LIST_TEXTS.video : QUESTIONNAIRE_LIST_TEXTS.audio}
            </p>
            <h3 className="h6">{QUESTIONNAIRE_LIST_TEXTS.previewQuestions}</h3>
            {questionnaire.questions.length === 0 ? (
              <p>{QUESTIONNAIRE_LIST_TEXTS.noQuestions}</p>
            ) : (
              <ol className="questionnaire-preview__questions">
                {questionnaire.questions.map((question) => (
                  <li key={question.questionId}>{question.questionText}</li>
                ))}
              </ol>
            )}
          </Modal.Body>
          <Modal.Footer>
            <button type="button" className="btn btn-secondary" onClick={onHide}>
              {QUESTIONNAIRE_LIST_TEXTS.close}
            </button>
            <button type="button" className="btn btn-primary" onClick={() => onEdit(questionnaire)}>
              {QUESTIONNAIRE_LIST_TEXTS.editQuestionnaire}
            </button>
          </Modal.Footer>
        </>
      )}
    </Modal>
  );
}
