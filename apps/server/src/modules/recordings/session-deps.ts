import type { FastifyBaseLogger } from 'fastify';
import type { ChannelMeter } from '../../infra/metrics/metrics.js';
import type { LineSink } from './address-log.js';
import type { ChannelLimits } from './channel-guard.js';
import type { Corkable } from './channel-replies.js';
import type { AdmissionTicket } from './connection-admission.js';
import type { Finalizer } from './finalize.js';
import type { ContentType, RecordingRules } from './recording.service.js';
import type { SessionRegistry } from './session-registry.js';

/** What one recording connection (RecordingSession) works with, given by the recording channel. */
export interface SessionDeps {
  rules: RecordingRules;
  finalizer: Finalizer;
  registry: SessionRegistry;
  log: FastifyBaseLogger;
  contentType: ContentType;
  idleTimeoutMs: number;
  /** The database mirror of a recording's progress is refreshed at most this often. */
  progressEveryMs: number;
  /** The flood guards (docs/security.md). */
  limits: ChannelLimits;
  /** This connection's figures in the process's metrics (docs/operations.md). */
  meter: ChannelMeter;
  /** The connection's TCP socket, to write replies sent together at once (ChannelReplies). */
  transport?: Corkable;
  /** Its place in the connection count: by address until its metadata names a real application. */
  admission?: AdmissionTicket;
  /** Its routine lines, summarised per address (AddressLogSummary). */
  lines?: LineSink;
}
