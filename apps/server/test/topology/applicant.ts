import { setTimeout as sleep } from 'node:timers/promises';
import { metadataFor, ServerError, type RecordingClient } from '../helpers/ws-client.js';
import type { NodeName, Topology } from './topology.js';

/**
 * One applicant recording an answer through the proxy the way the web app does: chunks in order, each
 * acknowledged; when the connection drops (4015 from a draining node, or a node that died) it reconnects
 * at once through the proxy and resumes from the server's count. What happened is kept for the test.
 */
export interface ApplicantLog {
  /** The highest acknowledged chunk count: the server may never resume below it. */
  acknowledged: number;
  /** Close codes of the connections that ended before the answer was submitted. */
  drops: number[];
  /** Where each connection landed, in order. */
  nodes: (NodeName | undefined)[];
  /** Resumes that offered fewer chunks than were acknowledged (must stay empty). */
  lost: string[];
}

export interface Applicant {
  guid: string;
  applicationId: string;
  questionId: string;
}

export interface StreamOptions {
  /** Pause after each acknowledged chunk, as a browser's timeslice does. */
  paceMs: number;
  /** Chunks from this index on are sent only once `gate` resolves. */
  holdFrom: number;
  gate: Promise<void>;
}

const RECONNECT_FOR_MS = 20_000;

async function reconnect(topology: Topology, log: ApplicantLog): Promise<RecordingClient> {
  const deadline = Date.now() + RECONNECT_FOR_MS;
  for (;;) {
    try {
      const client = await topology.connect();
      log.nodes.push(topology.nodeOf(client));
      return client;
    } catch (err) {
      // 502 or 503 while the proxy has no node to offer: the browser retries too.
      if (Date.now() > deadline || topology.isClosed) throw err;
      await sleep(100);
    }
  }
}

export async function streamAnswer(
  topology: Topology,
  applicant: Applicant,
  chunks: Buffer[],
  options: StreamOptions,
  log: ApplicantLog,
): Promise<void> {
  const metadata = metadataFor(applicant.guid, applicant.questionId, { mimeType: 'video/webm' });
  let client = await reconnect(topology, log);
  const { recordingId } = await client.start(metadata);
  for (;;) {
    try {
      for (let i = client.nextChunk; i < chunks.length; i++) {
        if (i >= options.holdFrom) await options.gate;
        const ack = await client.sendChunk(chunks[i]!);
        log.acknowledged = Math.max(log.acknowledged, ack.chunks);
        if (i < options.holdFrom) await sleep(options.paceMs);
      }
      await client.finish();
      await client.close();
      return;
    } catch (err) {
      // A refusal by the server is a failure of the test, not a drop to recover from.
      if (err instanceof ServerError || client.isOpen) throw err;
      log.drops.push((await client.closed).code);
    }
    client = await reconnect(topology, log);
    const resumed = await client.resume(metadata, recordingId);
    if (resumed.chunks < log.acknowledged) {
      log.lost.push(`resumed at ${resumed.chunks} after ${log.acknowledged} acknowledged`);
    }
  }
}
