import { RECORDING_CLOSE_CODES, RECORDING_LIMITS } from '@vi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config/env.js';
import { AddressLogSummary } from './address-log.js';
import type { ChannelLimits } from './channel-guard.js';
import { ConnectionAdmission } from './connection-admission.js';
import { RecordingSession } from './recording-session.js';
import type { ContentType } from './recording.service.js';

export interface RecordingWsOptions {
  config: Config;
  /** Defaults to RECORDING_LIMITS.idleTimeoutMs. */
  idleTimeoutMs?: number;
  /** How often a streaming recording's counters are mirrored into the database (default 2 s). */
  progressEveryMs?: number;
  /** Defaults to config.recording.channel (RECORDING_LIMITS unless overridden). */
  limits?: ChannelLimits;
}

/** The spec's two paths: the questionnaire's content type decides which one a recording must use. */
const CHANNELS: [string, ContentType][] = [
  ['/stream', 'Video'],
  ['/stream-audio', 'Audio'],
];

const SWEEP_EVERY_MS = 60_000;
/** What the drain leaves of SHUTDOWN_TIMEOUT_MS for the rest of the shutdown (HTTP, queue, database). */
const SHUTDOWN_RESERVE_MS = 2_000;

/**
 * The recording channel (WebSocket). The protocol — the spec's messages plus acknowledgements and
 * resume — is described in docs/recording-protocol.md.
 */
export const recordingWsRoutes: FastifyPluginAsync<RecordingWsOptions> = async (app, opts) => {
  const { config } = opts;
  // The take store, rules and finaliser are the process's own (runtime.ts): the demo and erasure use them too.
  const { sessions: registry, rules, finalizer } = app.recording;

  const limits = opts.limits ?? config.recording.channel;
  // Both paths share the caps: by address until the metadata names an application, then by application.
  const admission = new ConnectionAdmission(limits);
  // Routine lines (refusals, guard closes) are summarised per address: a loop of connections from one
  // address writes a line or two per interval, not lines per connection.
  const lines = new AddressLogSummary(app.log, limits.refusalLogEveryMs);

  for (const [url, contentType] of CHANNELS) {
    app.get(url, { websocket: true }, (socket, request) => {
      // request.ip is the client's address as TRUST_PROXY says to read it (the socket's peer without it).
      const address = request.ip;
      if (registry.draining) {
        // Upgraded in the instant the shutdown began: nothing received, so resume elsewhere at once.
        socket.close(RECORDING_CLOSE_CODES.serverDraining, 'server draining: resume elsewhere');
        return;
      }
      const ticket = admission.open(address);
      if (!ticket) {
        lines.write(
          address,
          'info',
          { channel: url },
          'recording connection refused: too many from one address',
        );
        socket.close(RECORDING_CLOSE_CODES.tooManyConnections, 'too many connections from this address');
        return;
      }
      socket.once('close', () => ticket.close());
      const meter = app.metrics.channel(url, contentType);
      socket.once('close', () => meter.closed());
      registry.add(
        new RecordingSession(socket, {
          rules,
          finalizer,
          registry,
          log: app.log.child({ channel: url }),
          contentType,
          idleTimeoutMs: opts.idleTimeoutMs ?? RECORDING_LIMITS.idleTimeoutMs,
          progressEveryMs: opts.progressEveryMs ?? 2000,
          limits,
          meter,
          transport: request.raw.socket,
          admission: ticket,
          lines: lines.for(address),
        }),
      );
    });
  }

  // Abandoned recordings lose their staging files; submitted ones interrupted by a crash are finished.
  let sweeping: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    sweeping = Promise.all([rules.sweepAbandoned(), finalizer.sweepInterrupted()]).catch((err: unknown) =>
      app.log.warn({ err }, 'recording sweep failed'),
    );
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sweep();
    timer = setInterval(sweep, SWEEP_EVERY_MS).unref();
    lines.start();
  });
  // Shutdown (docs/deployment.md): every open recording is drained, then sent elsewhere with 4015.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    lines.stop();
    await registry.drainAll(Math.max(1000, config.shutdownTimeoutMs - SHUTDOWN_RESERVE_MS));
    await sweeping;
  });
};
