import type { Questionnaire } from '@vi/contracts';
import { memo, type MouseEvent } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { Link } from 'react-router';
import { formatCreatedDate } from '../../shared/lib/recruiter/dates';
import { candidatesPath } from '../../shared/lib/recruiter/pipeline-filters';
import { AudioIcon, DotsIcon, VideoIcon } from './icons';
import {
  QUESTIONNAIRE_COLUMNS as COLUMNS,
  QUESTIONNAIRE_LIST_TEXTS,
  settingsPrefix,
  settingsSummary,
} from './texts';

export type RowAction = 'addToJob' | 'view' | 'edit' | 'clone' | 'deactivate' | 'reactivate';

type QuestionnaireRowProps = {
  questionnaire: Questionnaire;
  isSelected: boolean;
  /** A status change for this row is running: its menu item waits (the toggle keeps focus, so stays enabled). */
  isBusy: boolean;
  onSelect: (questionnaire: Questionnaire) => void;
  onAction: (action: RowAction, questionnaire: Questionnaire) => void;
};

/** Clicks on the row select it, except clicks meant for a control inside it. */
function isFromControl(event: MouseEvent<HTMLElement>): boolean {
  return (
    event.target instanceof Element &&
    event.target.closest('button, a, input, label, .dropdown-menu') !== null
  );
}

/** One questionnaire: memoised, so paging and selecting re-render only the rows that change. */
export const QuestionnaireRow = memo(function QuestionnaireRow({
  questionnaire,
  isSelected,
  isBusy,
  onSelect,
  onAction,
}: QuestionnaireRowProps) {
  const { questionnaireId, questionnaireName, contentType, active } = questionnaire;
  const radioId = `questionnaire-select-${questionnaireId}`;
  const isVideo = contentType === 'Video';
  const settings = settingsSummary(questionnaire.settings);

  return (
    <tr
      role="row"
      className={isSelected ? 'questionnaire-row questionnaire-row--selected' : 'questionnaire-row'}
      onClick={(event) => {
        if (!isFromControl(event)) onSelect(questionnaire);
      }}
    >
      <td role="cell" data-label={COLUMNS.name}>
        <div className="questionnaire-row__name">
          <input
            type="radio"
            className="form-check-input"
            name="selected-questionnaire"
            id={radioId}
            checked={isSelected}
            onChange={() => onSelect(questionnaire)}
            aria-label={QUESTIONNAIRE_LIST_TEXTS.selectQuestionnaire(questionnaireName)}
          />
          <div>
            <span className="questionnaire-row__title">{questionnaireName}</span>
            <span className="questionnaire-row__type">
              {isVideo ? <VideoIcon /> : <AudioIcon />}
              {isVideo ? QUESTIONNAIRE_LIST_TEXTS.video : QUESTIONNAIRE_LIST_TEXTS.audio}
            </span>
            {settings.length > 0 && (
              <span className="questionnaire-row__settings">
                <span className="visually-hidden">{settingsPrefix()}</span>
                {settings.join(' · ')}
              </span>
            )}
          </div>
        </div>
      </td>
      <td role="cell" data-label={COLUMNS.createdBy}>
        <span className="questionnaire-row__creator">{questionnaire.createdBy?.fullName ?? ''}</span>
        <span className="questionnaire-row__date">{formatCreatedDate(questionnaire.createdAt)}</span>
      </td>
      <td role="cell" data-label={COLUMNS.status}>
        <span className={active ? 'status-dot status-dot--active' : 'status-dot status-dot--inactive'}>
          {active ? QUESTIONNAIRE_LIST_TEXTS.active : QUESTIONNAIRE_LIST_TEXTS.inactive}
        </span>
      </td>
      <td role="cell" data-label={COLUMNS.questions}>
        {questionnaire.questionCount}
      </td>
      <td role="cell" data-label={COLUMNS.activeJobs}>
        {questionnaire.activeJobCount}
      </td>
      <td role="cell" data-label={COLUMNS.action}>
        <div className="questionnaire-row__actions">
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            onClick={() => onAction('addToJob', questionnaire)}
          >
            {QUESTIONNAIRE_LIST_TEXTS.addToJob}
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            onClick={() => onAction('view', questionnaire)}
          >
            {QUESTIONNAIRE_LIST_TEXTS.view}
          </button>
          <Link to={candidatesPath({ questionnaireId })} className="btn btn-outline-secondary btn-sm">
            {QUESTIONNAIRE_LIST_TEXTS.candidates}
            <span className="visually-hidden">
              {' '}
              {QUESTIONNAIRE_LIST_TEXTS.candidatesOf(questionnaireName)}
            </span>
          </Link>
          <Dropdown align="end">
            <Dropdown.Toggle
              variant="outline-secondary"
              size="sm"
              className="questionnaire-row__menu-toggle"
              aria-label={QUESTIONNAIRE_LIST_TEXTS.actionsFor(questionnaireName)}
            >
              <DotsIcon />
            </Dropdown.Toggle>
            <Dropdown.Menu>
              <Dropdown.Item as="button" type="button" onClick={() => onAction('edit', questionnaire)}>
                {QUESTIONNAIRE_LIST_TEXTS.edit}
              </Dropdown.Item>
              <Dropdown.Item as="button" type="button" onClick={() => onAction('clone', questionnaire)}>
                {QUESTIONNAIRE_LIST_TEXTS.clone}
              </Dropdown.Item>
              {active ? (
                <Dropdown.Item
                  as="button"
                  type="button"
                  disabled={isBusy}
                  onClick={() => onAction('deactivate', questionnaire)}
                >
                  {QUESTIONNAIRE_LIST_TEXTS.deactivate}
                </Dropdown.Item>
              ) : (
                <Dropdown.Item
                  as="button"
                  type="button"
                  disabled={isBusy}
                  onClick={() => onAction('reactivate', questionnaire)}
                >
                  {QUESTIONNAIRE_LIST_TEXTS.reactivate}
                </Dropdown.Item>
              )}
            </Dropdown.Menu>
          </Dropdown>
        </div>
      </td>
    </tr>
  );
});
