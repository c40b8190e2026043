import { useId, useState } from 'react';
import { TEAM_TEXTS as T } from './texts';

/** A link shown as text to select, with a Copy button whose result is announced. */
export function CopyLink({ link, label }: { link: string; label?: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = () =>
    navigator.clipboard.writeText(link).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <div className="d-flex flex-column gap-2">
      <label className="form-label mb-0" htmlFor={id}>
        {label ?? T.invitationLink}
      </label>
      <input
        id={id}
        className="form-control team-dialog__link"
        readOnly
        value={link}
        onFocus={(event) => event.target.select()}
      />
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <button type="button" className="btn btn-outline-secondary" onClick={() => void copy()}>
          {T.copy}
        </button>
        <span aria-live="polite">{copied ? T.copied : ''}</span>
      </div>
    </div>
  );
}
