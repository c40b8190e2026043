import { PAGE_SIZE_OPTIONS } from '../../shared/lib/recruiter/pagination';
import { EnvelopeIcon, PlusIcon } from './icons';
import { QUESTIONNAIRE_LIST_TEXTS } from './texts';

/** The list's heading with its Invite and Create buttons, and the page-size choice below them. */
export function QuestionnairesHeader({
  pageSize,
  onPageSizeChange,
  onInvite,
  onCreate,
}: {
  pageSize: number;
  onPageSizeChange: (pageSize: number) => void;
  onInvite: () => void;
  onCreate: () => void;
}) {
  return (
    <>
      <div className="questionnaires__header">
        <h2 id="questionnaires-heading" className="questionnaires__heading">
          {QUESTIONNAIRE_LIST_TEXTS.heading}
        </h2>
        <div className="questionnaires__buttons">
          <button
            type="button"
            className="btn btn-outline-primary questionnaires__header-button"
            onClick={onInvite}
          >
            <EnvelopeIcon />
            <span className="questionnaires__button-label">{QUESTIONNAIRE_LIST_TEXTS.inviteApplicant}</span>
          </button>
          <button type="button" className="btn btn-primary questionnaires__header-button" onClick={onCreate}>
            <PlusIcon />
            <span className="questionnaires__button-label">
              {QUESTIONNAIRE_LIST_TEXTS.createQuestionnaire}
            </span>
          </button>
        </div>
      </div>

      <div className="questionnaires__toolbar">
        <label htmlFor="questionnaires-page-size" className="form-label mb-0">
          {QUESTIONNAIRE_LIST_TEXTS.itemsPerPage}
        </label>
        <select
          id="questionnaires-page-size"
          className="form-select form-select-sm questionnaires__page-size"
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
        >
          {PAGE_SIZE_OPTIONS.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
