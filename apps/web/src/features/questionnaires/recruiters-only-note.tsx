import { Link } from 'react-router';
import { QUESTIONNAIRE_LIST_TEXTS, QUESTIONNAIRE_REVIEWER_TEXTS as T } from './texts';
import './questionnaires.css';

/**
 * The Questionnaires tab of a member whose role does not recruit (a reviewer): no list (the server
 * refuses it), no invite, create, edit, attach or deactivate control, and the way to their interviews.
 */
export function RecruitersOnlyNote() {
  return (
    <section className="questionnaires" aria-labelledby="questionnaires-heading">
      <h2 id="questionnaires-heading" className="questionnaires__heading">
        {QUESTIONNAIRE_LIST_TEXTS.heading}
      </h2>
      <p>{T.note}</p>
      <p className="text-body-secondary">{T.hint}</p>
      <Link to="/recruiter?tab=interviews" className="btn btn-primary">
        {T.openInterviews}
      </Link>
    </section>
  );
}
