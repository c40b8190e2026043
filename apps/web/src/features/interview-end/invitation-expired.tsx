import { INVITATION_LIMITS } from '@vi/contracts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { errorMessage } from '../../shared/api/http-client';
import { applicantText as t, applicantTexts } from '../../shared/i18n/applicant-i18n';
import { ConfiguredSupportContact } from '../../shared/ui/support-contact';
import { TextArea } from '../../shared/ui/text-area';
import { requestMoreTime } from './extension-request-api';
import './interview-end.css';

export const EXPIRED_TEXTS = applicantTexts('expired', {
  counter: (count: number, max: number) => t('expired.counter', { count, max }),
});

type RequestState =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

/** Route /interview/expired/:applicantGuid: the deadline has passed; the applicant may ask for more time. */
export function InvitationExpiredPage() {
  const { applicantGuid = '' } = useParams();
  const [message, setMessage] = useState('');
  const [state, setState] = useState<RequestState>({ kind: 'idle' });
  const confirmationRef = useRef<HTMLParagraphElement>(null);
  const messageId = useId();
  const counterId = useId();
  const max = INVITATION_LIMITS.extensionMessageMaxChars;

  useEffect(() => {
    if (state.kind === 'sent') confirmationRef.current?.focus();
  }, [state.kind]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.kind === 'sending') return;
    setState({ kind: 'sending' });
    try {
      await requestMoreTime(applicantGuid, message);
      setState({ kind: 'sent' });
    } catch (error) {
      setState({ kind: 'failed', message: errorMessage(error) });
    }
  }

  return (
    <section className="interview-end interview-expired" aria-labelledby="invitation-expired-heading">
      <h2 id="invitation-expired-heading" className="interview-end__heading">
        {EXPIRED_TEXTS.heading}
      </h2>
      <p className="interview-end__text">{EXPIRED_TEXTS.intro}</p>
      {state.kind === 'sent' ? (
        <p
          ref={confirmationRef}
          tabIndex={-1}
          role="status"
          className="interview-end__text interview-end__fallback"
        >
          {EXPIRED_TEXTS.sent}
        </p>
      ) : (
        <form className="interview-expired__form" onSubmit={(event) => void submit(event)} noValidate>
          <p className="interview-end__text">{EXPIRED_TEXTS.askIntro}</p>
          <label htmlFor={messageId} className="form-label">
            {EXPIRED_TEXTS.messageLabel}
          </label>
          <TextArea
            id={messageId}
            value={message}
            onValueChange={setMessage}
            maxLength={max}
            rows={4}
            aria-describedby={counterId}
          />
          <p id={counterId} className="interview-expired__counter">
            {EXPIRED_TEXTS.counter(message.length, max)}
          </p>
          {state.kind === 'failed' && (
            <p role="alert" className="interview-expired__error">
              {state.message}
            </p>
          )}
          <button
            type="submit"
            className="btn btn-primary"
            disabled={state.kind === 'sending'}
            aria-busy={state.kind === 'sending' || undefined}
          >
            {state.kind === 'sending' ? EXPIRED_TEXTS.sending : EXPIRED_TEXTS.request}
          </button>
        </form>
      )}
      <ConfiguredSupportContact className="interview-end__support" />
    </section>
  );
}
