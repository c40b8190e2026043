import { ASSIGNABLE_ROLES, type Job, type TeamInviteResponse } from '@vi/contracts';
import { useState, type FormEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { accountErrorMessage, fieldErrors } from '../../shared/api/accounts/account-errors';
import { inviteTeamMember } from '../../shared/api/accounts/team';
import { FormField } from '../../shared/ui/form-field';
import { TextInput } from '../../shared/ui/text-input';
import '../../shared/ui/buttons.css';
import '../../shared/ui/modal.css';
import { CopyLink } from './copy-link';
import { JobChecklist } from './job-checklist';
import { ROLE_LABELS, TEAM_TEXTS as T } from './texts';

type Role = (typeof ASSIGNABLE_ROLES)[number];

type InviteDialogProps = {
  show: boolean;
  companyId: number;
  jobs: readonly Job[];
  onClose: () => void;
  /** After the server accepted the invitation (the list reloads). */
  onInvited: (result: TeamInviteResponse) => void;
};

/** Invites a colleague by email; when no mail could leave, the dialog shows the link to pass on. */
export function InviteDialog({ show, companyId, jobs, onClose, onInvited }: InviteDialogProps) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('recruiter');
  const [jobIds, setJobIds] = useState<number[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [result, setResult] = useState<TeamInviteResponse | null>(null);

  const reset = () => {
    setEmail('');
    setRole('recruiter');
    setJobIds([]);
    setErrors({});
    setFormError(null);
    setResult(null);
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setIsBusy(true);
    setErrors({});
    setFormError(null);
    try {
      const body = { email, role, ...(role === 'reviewer' ? { jobIds } : {}) };
      const invited = await inviteTeamMember(companyId, body);
      onInvited(invited);
      if (invited.sent || invited.link === undefined) onClose();
      else setResult(invited);
    } catch (error) {
      setErrors(fieldErrors(error));
      setFormError(accountErrorMessage(error));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Modal show={show} onHide={onClose} onExited={reset} centered aria-labelledby="invite-dialog-title">
      <Modal.Header closeButton closeLabel={T.closeDialog}>
        <Modal.Title id="invite-dialog-title" as="h2">
          {T.inviteTitle}
        </Modal.Title>
      </Modal.Header>
      {result?.link !== undefined ? (
        <>
          <Modal.Body>
            <p role="status">{T.invited(result.email)}</p>
            <p>{T.inviteNotSent}</p>
            <CopyLink link={result.link} />
          </Modal.Body>
          <Modal.Footer>
            <button type="button" className="btn btn-primary" onClick={onClose}>
              {T.close}
            </button>
          </Modal.Footer>
        </>
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <Modal.Body className="d-flex flex-column gap-3">
            <FormField label={T.email} required error={errors.email}>
              {(control) => (
                <TextInput
                  id={control.id}
                  type="email"
                  value={email}
                  onValueChange={setEmail}
                  autoComplete="off"
                  invalid={control.invalid}
                  aria-describedby={control['aria-describedby']}
                />
              )}
            </FormField>
            <FormField label={T.role} required error={errors.role}>
              {(control) => (
                <select
                  id={control.id}
                  className="form-select"
                  value={role}
                  onChange={(event) => setRole(event.target.value as Role)}
                  aria-describedby={control['aria-describedby']}
                >
                  {ASSIGNABLE_ROLES.map((value) => (
                    <option key={value} value={value}>
                      {ROLE_LABELS[value]}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            {role === 'reviewer' && <JobChecklist jobs={jobs} selected={jobIds} onChange={setJobIds} />}
            <div role="alert">
              {formError !== null && <p className="alert alert-danger mb-0">{formError}</p>}
            </div>
          </Modal.Body>
          <Modal.Footer>
            <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
              {T.cancel}
            </button>
            <button type="submit" className="btn btn-primary" disabled={isBusy}>
              {T.sendInvitation}
            </button>
          </Modal.Footer>
        </form>
      )}
    </Modal>
  );
}
