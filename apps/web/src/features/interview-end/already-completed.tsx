import { usePublicConfig } from '../../shared/api/public-config';
import { CompletedImage } from './success-image';
import './interview-end.css';

/** Spec §2 "Interview Already Completed". */
export function AlreadyCompletedPage() {
  const { config } = usePublicConfig();
  const supportContact = config?.supportContact ?? '';

  return (
    <section className="interview-end" aria-labelledby="already-completed-heading">
      <CompletedImage />
      <h2 id="already-completed-heading" className="interview-end__heading">
        Interview Already Completed
      </h2>
      <p className="interview-end__text">
        This interview has already been completed, if you feel that this is an error please reach out to{' '}
        {supportContact !== '' && <a href={`mailto:${supportContact}`}>{supportContact}</a>}
      </p>
      <button type="button" className="btn btn-primary" onClick={() => window.close()}>
        Close this tab
      </button>
    </section>
  );
}
