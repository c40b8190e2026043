import { RecordingRejectedError } from '../staged-media.js';
import type { ProbeVerdict } from './container-probe.js';

/**
 * What submit refuses from the probe's verdict without starting a process (docs/recording-protocol.md,
 * "Checked at submit"): no container browsers record, no track of the answer's kind, or more media than
 * the applicant's answer time plus the tolerance. Whatever the probe could not tell is left to the media
 * job, which checks all of it again with ffprobe.
 */
export function refusalOf(
  verdict: ProbeVerdict,
  contentType: 'Audio' | 'Video',
  maxDurationSeconds: number,
): RecordingRejectedError | undefined {
  if (verdict.container === 'not-media')
    return new RecordingRejectedError('not-media', 'not a WebM, MP4 or Ogg recording');
  const tracks = verdict.tracks;
  if (tracks && !(contentType === 'Video' ? tracks.video : tracks.audio))
    return new RecordingRejectedError('wrong-kind', `a ${contentType} answer without a ${contentType} track`);
  const seconds = verdict.durationSeconds;
  if (seconds !== null && seconds > maxDurationSeconds)
    return new RecordingRejectedError('too-long', `${seconds.toFixed(1)} s of ${maxDurationSeconds} s`);
  return undefined;
}
