import { REVIEW_LIMITS, type CreatedShareLink } from '@vi/contracts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { ButtonWithSpinner } from '../../shared/ui/button-with-spinner';
import { useCreateShareLink } from '../../shared/api/recruiter/share-links';
import { formatCreatedDate } from '../../shared/lib/recruiter/dates';
import { SHARE_TEXTS as T } from './texts';
import '../../shared/ui/modal.css';
import './share.css';

const MIN_DAYS = REVIEW_LIMITS.shareLinkMinDays;
const MAX_DAYS = REVIEW_LIMITS.shareLinkMaxDays;
export const DEFAULT_SHARE_DAYS = 7;

type ShareModalProps = {
  show: boolean;
  companyId: number;
  interviewIds: readonly string[];
  onHide: () => void;
};

/** Whole days within the allowed range, else null. */
export function parseDays(text: string): number | null {
  if (!/^\s*\d{1,3}\s*$/.test(text)) return null;
  const days = Number(text);
  return days >= MIN_DAYS && days <= MAX_DAYS ? days : null;
}

/** "Share…": the link's settings, then the link itself, shown this once with a Copy button. */
export function ShareModal({ show, onHide, ...form }: ShareModalProps) {
  const titleId = useId();
  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={T.close}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {T.title}
        </Modal.Title>
      </Modal.Header>
      {/* Mounted per opening: each starts with the defaults and shows its own link. */}
      {show && <ShareForm {...form} onDone={onHide} />}
    </Modal>
  );
}

function ShareForm({
  companyId,
  interviewIds,
  onDone,
}: Omit<ShareModalProps, 'show' | 'onHide'> & { onDone: () => void }) {
  const id = useId();
  const [daysText, setDaysText] = useState(String(DEFAULT_SHARE_DAYS));
  const [showDaysError, setShowDaysError] = useState(false);
  const [hideContactDetails, setHideContactDetails] = useState(true);
  const [allowReviews, setAllowReviews] = useState(false);
  const [showTeamReviews, setShowTeamReviews] = useState(false);
  const create = useCreateShareLink(companyId);
  const daysRef = useRef<HTMLInputElement>(null);
  const days = parseDays(daysText);

  if (create.data) return <CreatedLink link={create.data} onDone={onDone} />;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (days === null) {
      setShowDaysError(true);
      daysRef.current?.focus();
      return;
    }
    create.mutate({
      interviewIds: [...interviewIds],
      expiresInDays: days,
      hideContactDetails,
      allowReviews,
      showTeamReviews,
    });
  }

  const daysInvalid = showDaysError && days === null;
  return (
    <form noValidate onSubmit={submit}>
      <Modal.Body className="share-form">
        <p>{T.intro(interviewIds.length)}</p>
        <div className="mb-3">
          <label htmlFor={`${id}-days`} className="form-label">
            {T.expiry}
          </label>
          <input
            ref={daysRef}
            id={`${id}-days`}
            type="number"
            inputMode="numeric"
            min={MIN_DAYS}
            max={MAX_DAYS}
            step={1}
            className={daysInvalid ? 'form-control is-invalid' : 'form-control'}
            value={daysText}
            aria-invalid={daysInvalid}
            aria-describedby={`${id}-days-hint`}
            onChange={(event) => setDaysText(event.target.value)}
          />
          <p id={`${id}-days-hint`} className={daysInvalid ? 'invalid-feedback d-block' : 'form-text'}>
            {daysInvalid ? T.expiryInvalid(MIN_DAYS, MAX_DAYS) : T.expiryHint(MIN_DAYS, MAX_DAYS)}
          </p>
        </div>
        <div className="form-check mb-2">
          <input
            id={`${id}-hide`}
            type="checkbox"
            className="form-check-input"
            checked={hideContactDetails}
            onChange={(event) => setHideContactDetails(event.target.checked)}
          />
          <label htmlFor={`${id}-hide`} className="form-check-label">
            {T.hideContact}
          </label>
        </div>
        <div className="form-check mb-2">
          <input
            id={`${id}-reviews`}
            type="checkbox"
            className="form-check-input"
            checked={allowReviews}
            onChange={(event) => setAllowReviews(event.target.checked)}
          />
          <label htmlFor={`${id}-reviews`} className="form-check-label">
            {T.allowReviews}
          </label>
        </div>
        <div className="form-check">
          <input
            id={`${id}-team`}
            type="checkbox"
            className="form-check-input"
            checked={showTeamReviews}
            aria-describedby={`${id}-team-hint`}
            onChange={(event) => setShowTeamReviews(event.target.checked)}
          />
          <label htmlFor={`${id}-team`} className="form-check-label">
            {T.showTeamReviews}
          </label>
          <p id={`${id}-team-hint`} className="form-text mb-0">
            {T.showTeamReviewsHint}
          </p>
        </div>
        {create.isError && (
          <p className="alert alert-danger mt-3 mb-0" role="alert">
            {T.createFailed}
          </p>
        )}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onDone}>
          {T.cancel}
        </button>
        <ButtonWithSpinner
          type="submit"
          text={create.isPending ? T.creating : T.create}
          isLoading={create.isPending}
        />
      </Modal.Footer>
    </form>
  );
}

function CreatedLink({ link, onDone }: { link: CreatedShareLink; onDone: () => void }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopy('copied');
    } catch {
      inputRef.current?.select();
      setCopy('failed');
    }
  }

  return (
    <>
      <Modal.Body className="share-form">
        <p>{T.shownOnce}</p>
        <label htmlFor={`${id}-url`} className="form-label">
          {T.linkLabel}
        </label>
        <div className="share-form__link">
          <input
            ref={inputRef}
            id={`${id}-url`}
            type="text"
            readOnly
            className="form-control"
            value={link.url}
            aria-describedby={`${id}-expiry`}
          />
          <button type="button" className="btn btn-primary" onClick={() => void copyLink()}>
            {copy === 'copied' ? T.copied : T.copy}
          </button>
        </div>
        <p id={`${id}-expiry`} className="form-text">
          {T.expires(formatCreatedDate(link.expiresAt))}
        </p>
        <p className={copy === 'failed' ? 'text-danger mb-0' : 'visually-hidden'} role="status">
          {copy === 'copied' ? T.copied : copy === 'failed' ? T.copyFailed : ''}
        </p>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onDone}>
          {T.done}
        </button>
      </Modal.Footer>
    </>
  );
}
