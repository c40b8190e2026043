/*
 * Whether the segmentation model has loaded on this device, shared by every blur hook on the page: the
 * onboarding screen finds out once, the question screens reuse the answer, and a failure is final for
 * the page (no repeated multi-megabyte downloads that fail the same way, one log entry).
 */
type ModelStatus = 'unknown' | 'loaded' | 'failed';

let status: ModelStatus = 'unknown';
const listeners = new Set<() => void>();

export function getModelStatus(): ModelStatus {
  return status;
}

export function subscribeModelStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Failure is sticky: a later success elsewhere on the page does not undo it. */
export function setModelStatus(next: ModelStatus): void {
  if (status === next || status === 'failed') return;
  status = next;
  for (const listener of listeners) listener();
}

/** For tests: back to "not tried yet". */
export function resetModelStatus(): void {
  status = 'unknown';
  for (const listener of listeners) listener();
}
