import { useCallback, useEffect, useId, useRef, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { API_BASE_URL } from '../../../shared/api/http-client';
import { UI_LIMITS } from '../../../shared/lib/ui-limits';
import { ONBOARDING_TEXTS as T } from './texts';
import '../components/modal.css';

type ExplainerKind = 'audio' | 'video';

const { min, max } = UI_LIMITS.explainerPlaybackRate;
const STEP = 0.25;
/** 0.25, 0.5, … 2: every quarter step of the spec's range. */
const PLAYBACK_RATES: number[] = Array.from(
  { length: Math.round((max - min) / STEP) + 1 },
  (_, index) => min + index * STEP,
);

function explainerUrl(kind: ExplainerKind): string {
  return `${API_BASE_URL}/media/explainer/${kind}`;
}

type ExplainerModalProps = {
  show: boolean;
  onHide: () => void;
  kind: ExplainerKind;
  productTitle: string;
};

/** Spec onboarding: "Welcome to {product}" with the audio or video explainer and a playback-rate control. */
export default function ExplainerModal({ show, onHide, kind, productTitle }: ExplainerModalProps) {
  const ids = useId();
  const mediaRef = useRef<HTMLMediaElement | null>(null);
  const [rate, setRate] = useState(1);
  const [hasError, setHasError] = useState(false);

  const rateRef = useRef(rate);
  useEffect(() => {
    rateRef.current = rate;
    if (mediaRef.current) mediaRef.current.playbackRate = rate;
  }, [rate, show]);

  const setMedia = useCallback((element: HTMLMediaElement | null) => {
    mediaRef.current = element;
    if (!element) return;
    element.playbackRate = rateRef.current;
    // A failed load can be over before React's onError is listening (seen with fast 5xx answers inside
    // the modal's portal), so the element's own state is checked too and a native listener added.
    if (element.error) setHasError(true);
    element.addEventListener('error', () => setHasError(true), { once: true });
  }, []);

  const mediaProps = {
    src: explainerUrl(kind),
    controls: true,
    preload: 'metadata',
    onError: () => setHasError(true),
    className: 'explainer__media',
    'aria-label': T.watchExplainer,
  } as const;

  return (
    <Modal show={show} onHide={onHide} size="lg" centered aria-labelledby={`${ids}-title`}>
      <Modal.Header closeButton closeLabel={T.close}>
        <Modal.Title id={`${ids}-title`} as="h2">
          {`${T.welcomeTo} ${productTitle}`}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="explainer">
        {hasError ? (
          <p role="alert" className="explainer__error">
            {T.explainerError}
          </p>
        ) : kind === 'video' ? (
          <video ref={setMedia} playsInline {...mediaProps} />
        ) : (
          <audio ref={setMedia} {...mediaProps} />
        )}
        <div className="explainer__rate">
          <label htmlFor={`${ids}-rate`}>{T.playbackRate}</label>
          <select
            id={`${ids}-rate`}
            className="form-select"
            value={rate}
            disabled={hasError}
            onChange={(event) => setRate(Number(event.target.value))}
          >
            {PLAYBACK_RATES.map((option) => (
              <option key={option} value={option}>
                {`${option}×`}
              </option>
            ))}
          </select>
        </div>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-secondary" onClick={onHide}>
          {T.close}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
