import { mkdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import { RECORDING_CLOSE_CODES } from '@vi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication } from '../factories/application.factory.js';
import { createCompany } from '../factories/company.factory.js';
import { createJob } from '../factories/job.factory.js';
import { createQuestionnaire } from '../factories/questionnaire.factory.js';
import { makeVideoWebm, splitIntoChunks } from '../fixtures/media.js';
import { waitFor } from '../helpers/wait-for.js';
import { metadataFor } from '../helpers/ws-client.js';
// @ts-expect-error -- plain JS build helper shared with npm start; it has no type declarations
import { ensureServerBuilt } from '../../../../scripts/lib/build.mjs';
import { scaled } from '../helpers/time-scale.js';
import { streamAnswer, type Applicant, type ApplicantLog } from './applicant.js';
import { filesUnder, inNamespaceOf, isolationUnavailable } from './isolated-process.js';
import { expectedFacts, waitForStoredAnswer, type MediaFacts } from './media-check.js';
import { findNginx } from './nginx.js';
import { Topology } from './topology.js';

/**
 * The reference topology of docs/deployment.md ("Many machines"): two API nodes and a
 * worker, each in its own mount namespace with its own DATA_DIR, on PostgreSQL, Redis and s3rver, behind
 * nginx as a round-robin WebSocket proxy with no stickiness. Nothing is installed here: without nginx,
 * PostgreSQL/Redis settings or the right to mount, the cases are reported as skipped and say why.
 */
const PG_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL;
const NGINX = findNginx();
const missing = [
  NGINX ? undefined : 'nginx is not installed (Debian package nginx; .ci/run installs it)',
  PG_URL ? undefined : 'TEST_DATABASE_URL is not set (PostgreSQL)',
  REDIS_URL ? undefined : 'TEST_REDIS_URL is not set (Redis)',
  await isolationUnavailable(),
].filter((reason): reason is string => reason !== undefined);
const skip = missing.length > 0;
const titled = (title: string) => (skip ? `${title} (skipped: ${missing.join('; ')})` : title);

const APPLICANTS = 50;
const FPS = 30;

describe('two API nodes and a worker behind nginx, each as apart as a machine', () => {
  let topology: Topology;
  const applicants: Applicant[] = [];
  let work: string;
  let scenario: { chunks: Buffer[]; expected: MediaFacts };
  let rolling: { chunks: Buffer[]; expected: MediaFacts };

  beforeAll(async () => {
    if (skip) return;
    (ensureServerBuilt as () => void)();
    topology = await Topology.start({ pgUrl: PG_URL!, redisUrl: REDIS_URL!, nginx: NGINX! });
    work = path.join(topology.root, 'work');
    mkdirSync(work);
    const db = topology.database!.db;
    const { companyId, userId } = await createCompany(db);
    const jobId = await createJob(db, companyId);
    const { questionnaireId, questionIds } = await createQuestionnaire(db, companyId, userId, {
      contentType: 'Video',
      questions: ['Tell us about a system you kept running.'],
    });
    for (let i = 0; i <= APPLICANTS; i++) {
      const { guid, applicationId } = await createApplication(db, companyId, jobId, questionnaireId);
      applicants.push({ guid, applicationId, questionId: questionIds[0]! });
    }
    const long = path.join(work, 'scenario.webm');
    const longBytes = await makeVideoWebm(long, { seconds: 8, fps: FPS });
    scenario = { chunks: splitIntoChunks(longBytes, 40), expected: await expectedFacts(long) };
    const short = path.join(work, 'rolling.webm');
    const shortBytes = await makeVideoWebm(short, {
      seconds: 6,
      size: '160x120',
      videoBitrate: '150k',
      fps: FPS,
    });
    rolling = { chunks: splitIntoChunks(shortBytes, 24), expected: await expectedFacts(short) };
  }, scaled(180_000));

  afterAll(async () => {
    await topology?.close();
  }, scaled(60_000));

  const stored = (applicant: Applicant) =>
    waitForStoredAnswer(
      { db: topology.database!.db, storage: topology.s3!.storage, workDir: work, timeoutMs: 60_000 },
      applicant.applicationId,
      applicant.questionId,
    );

  function expectSameMedia(facts: MediaFacts, expected: MediaFacts) {
    expect(facts.videoFrames).toBe(expected.videoFrames);
    expect(facts.audioStreams).toBe(expected.audioStreams);
    // Equal to the source's remux, to within one frame's duration of container rounding.
    expect(Math.abs(facts.durationSeconds! - expected.durationSeconds!)).toBeLessThanOrEqual(1 / FPS);
  }

  it.skipIf(skip)(
    titled('begun on A, cut, resumed through nginx on B, A killed mid-answer: the media holds every second'),
    async () => {
      const applicant = applicants[0]!;
      const { chunks } = scenario;
      const metadata = metadataFor(applicant.guid, applicant.questionId, { mimeType: 'video/webm' });

      // Begun on node A, through the proxy.
      const first = await topology.connect('a');
      const { recordingId } = await first.start(metadata);
      await first.sendChunks(chunks.slice(0, 10));

      // A's files are A's alone: not on the host, not in B's namespace (so no resume below can read them).
      const pidA = topology.nodes.a.process!.pid;
      const pidB = topology.nodes.b.process!.pid;
      const dirA = topology.nodes.a.dataDir;
      expect(inNamespaceOf(pidA, `echo only-on-a > '${dirA}/marker'`).status).toBe(0);
      const seenByA = filesUnder(dirA, pidA);
      expect(seenByA).toContain(`${dirA}/marker`);
      expect(filesUnder(dirA, pidB)).toEqual([]);
      expect(filesUnder(dirA)).toEqual([]);

      // The connection drops; the resume goes through nginx and lands on node B.
      await first.terminate();
      const second = await topology.connect('b');
      const onB = await second.resume(metadata, recordingId).catch((err: unknown) => {
        // Say why, as node B logged it (the client is told only "Connection error").
        const why = topology.logLines('b', /"level":(40|50)/).join('\n');
        throw new Error(`the resume on node B was refused (${String(err)}); node B logged:\n${why}`);
      });
      expect(onB).toMatchObject({ resumed: true, chunks: 10 });
      await second.sendChunks(chunks.slice(0, 20));
      await second.terminate();

      // Back on A, chunks streaming with several unacknowledged, when A is killed outright.
      const third = await topology.connect('a');
      expect(await third.resume(metadata, recordingId)).toMatchObject({ chunks: 20 });
      const acknowledgedOn = (client: typeof third) =>
        Math.max(client.nextChunk, ...client.messages.map((m) => (m.type === 'ack' ? m.chunks : 0)));
      let sent = 20;
      const streaming = (async () => {
        while (third.isOpen && sent < chunks.length) {
          // A browser streams ahead of its acknowledgements: up to four chunks in flight.
          if (sent - acknowledgedOn(third) < 4) third.sendBinary(chunks[sent++]!);
          await sleep(20);
        }
      })();
      await waitFor(() => acknowledgedOn(third) >= 26, { timeoutMs: 20_000, message: 'acks from node A' });
      // Mid-answer: the stream is still going when A dies.
      expect(sent).toBeLessThan(chunks.length);
      expect(await topology.stopNode('a', 'SIGKILL')).toBeNull();
      expect((await third.closed).code).toBe(1006);
      await streaming;
      const acknowledged = acknowledgedOn(third);

      // The client resumes through nginx again: A is gone, so it is B, with every acknowledged chunk.
      const fourth = await topology.connect();
      expect(topology.nodeOf(fourth)).toBe('b');
      const resumed = await fourth.resume(metadata, recordingId);
      expect(resumed.chunks).toBeGreaterThanOrEqual(acknowledged);
      await fourth.sendChunks(chunks, { window: 4 });
      const { answerSubmitted } = await fourth.finish();
      expect(answerSubmitted).toMatchObject({ type: 'answer_submitted' });
      await fourth.close();

      const answer = await stored(applicant);
      expectSameMedia(answer.facts, scenario.expected);
    },
    120_000,
  );

  it.skipIf(skip)(
    titled(
      `a rolling restart (SIGTERM A, restart, SIGTERM B, restart) under ${APPLICANTS} applicants loses nothing`,
    ),
    async () => {
      if (!topology.nodes.a.process) await topology.startNode('a');
      let openGate = () => {};
      const gate = new Promise<void>((resolve) => (openGate = resolve));
      const holdFrom = rolling.chunks.length - 2;
      const logs = applicants
        .slice(1)
        .map((): ApplicantLog => ({ acknowledged: 0, drops: [], nodes: [], lost: [] }));
      const errors: string[] = [];
      const runs = applicants.slice(1).map((applicant, i) =>
        streamAnswer(topology, applicant, rolling.chunks, { paceMs: 400, holdFrom, gate }, logs[i]!).catch(
          (err: unknown) => {
            errors.push(`applicant ${i}: ${err instanceof Error ? err.message : String(err)}`);
          },
        ),
      );
      const allStreaming = (since: number[]) =>
        waitFor(
          () => {
            // One applicant's failure ends the wait at once, naming it (and what the proxy saw).
            if (errors.length > 0) expect({ errors, proxy: topology.proxy!.errorLog() }).toEqual({});
            return logs.every((log, i) => log.acknowledged > since[i]! || log.acknowledged >= holdFrom);
          },
          {
            timeoutMs: 60_000,
            message: () => `every applicant streaming (${logs.map((l) => l.acknowledged).join(',')})`,
          },
        );
      try {
        await allStreaming(logs.map(() => 1));
        for (const name of ['a', 'b'] as const) {
          const code = await topology.stopNode(name, 'SIGTERM');
          const output = () => {
            const node = topology.nodes[name].previous!;
            return `${node.stderr()}\n${node
              .stdout()
              .split('\n')
              .filter((l) => !l.includes('"level":30'))
              .join('\n')}`;
          };
          expect(code, output()).toBe(0);
          await topology.startNode(name);
          await allStreaming(logs.map((log) => log.acknowledged));
        }
      } finally {
        openGate();
      }
      await Promise.all(runs);
      expect(errors).toEqual([]);
      expect(logs.flatMap((log) => log.lost)).toEqual([]);
      // Every applicant was on a node when it drained: each was sent elsewhere with 4015 at least once,
      // came back through the proxy, and so streamed to both nodes.
      for (const log of logs) {
        expect(log.drops).toContain(RECORDING_CLOSE_CODES.serverDraining);
        expect(new Set(log.nodes)).toEqual(new Set(['a', 'b']));
      }

      for (const applicant of applicants.slice(1)) {
        expectSameMedia((await stored(applicant)).facts, rolling.expected);
      }
    },
    180_000,
  );
});
