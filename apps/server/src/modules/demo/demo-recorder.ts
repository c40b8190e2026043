import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config/env.js';
import type { DB } from '../../db/schema.js';
import type { ApplicantService } from '../applications/index.js';
import type { Finalizer, RecordingRules } from '../recordings/index.js';
import type { DemoRecordedInterview } from './demo-interviews-data.js';
import type { DemoReviewServices } from './demo-team-review.js';
import { intoChunks, makeDemoAnswer, type DemoMediaTools } from './demo-media.js';

/**
 * Records the demo's interviews the way an applicant's browser does, through the same services: the
 * applicant consents (to transcription too) and starts, each answer is streamed into staging in
 * chunks and submitted, and the recording channel's finaliser checks and remuxes it, stores the
 * media, WAV and thumbnail through the storage adapter, queues the transcription job and completes
 * the interview with its last answer. Nothing here writes an answer by hand.
 */
export interface DemoRecorderDeps {
  db: Kysely<DB>;
  log: FastifyBaseLogger;
  config: Pick<Config, 'runWorker'>;
  /**
   * The process's own services and recording parts (runtime.ts), as the applicant's and the reviewers'
   * calls use them: the demo's interviews tell the company's webhooks what a real applicant's would.
   */
  services: DemoReviewServices & { applicants: ApplicantService };
  recording: { rules: RecordingRules; finalizer: Finalizer };
}

export interface DemoRecordingTarget {
  guid: string;
  contentType: 'Audio' | 'Video';
  script: DemoRecordedInterview;
}

/** One answer's recording, as the browser would stream it. */
export interface DemoAnswer {
  questionId: string;
  bytes: Buffer;
}

/** MediaRecorder's timeslice is about a second; a sentence is a few seconds. */
const CHUNKS_PER_ANSWER = 6;
const MIME: Record<'Audio' | 'Video', string> = {
  Video: 'video/webm;codecs=vp8,opus',
  Audio: 'audio/webm;codecs=opus',
};

export function createDemoRecorder(deps: DemoRecorderDeps, tools: DemoMediaTools) {
  const { applicants } = deps.services;
  const { rules, finalizer } = deps.recording;

  async function makeAnswer(target: DemoRecordingTarget, text: string, signal: AbortSignal): Promise<Buffer> {
    const workDir = await mkdtemp(path.join(tmpdir(), 'vi-demo-'));
    try {
      const { firstName, lastName, colour, language } = target.script;
      return await makeDemoAnswer(tools, {
        contentType: target.contentType,
        text,
        language,
        initials: `${firstName[0] ?? ''}${lastName[0] ?? ''}`,
        colour,
        workDir,
        signal,
      });
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }

  /** The channel's path for one answer: a new attempt, its chunks staged, then process_recording. */
  async function submitAnswer(target: DemoRecordingTarget, answer: DemoAnswer) {
    const opened = await rules.open({
      guid: target.guid,
      questionId: answer.questionId,
      contentType: target.contentType,
      mimeType: MIME[target.contentType],
      resume: false,
      recordingId: undefined,
    });
    if (!opened.writer) throw new Error('a new recording has no staging writer');
    try {
      await opened.writer.append(intoChunks(answer.bytes, CHUNKS_PER_ANSWER));
    } finally {
      await opened.writer.close();
    }
    // The media and the transcript are the queued jobs': the demo does not wait for them.
    await finalizer.finalize(opened.attemptId, undefined, { wait: false });
  }

  return {
    /**
     * The recordings of the questions the interview has no answer to yet, made with flite (or espeak-ng) and ffmpeg
     * (the slow part, done before anything is stored, so storing is quick and transcription does not
     * compete with it).
     */
    async makeAnswers(target: DemoRecordingTarget, signal: AbortSignal): Promise<DemoAnswer[]> {
      const interview = await applicants.initialize(target.guid);
      if (interview.status === 'Completed') return [];
      // An interview's answers are made side by side: flite and ffmpeg each use one core for a moment.
      const unanswered = interview.questions.flatMap((question, i) =>
        question.answered ? [] : [{ questionId: question.questionId, text: target.script.answers[i] }],
      );
      return Promise.all(
        unanswered.map(async ({ questionId, text }) => ({
          questionId,
          bytes: await makeAnswer(target, text ?? target.script.answers[0], signal),
        })),
      );
    },

    /**
     * Submits the answers as the applicant (who consents first, to transcription too); true once the
     * interview is completed. An abort (the server is shutting down) stops before the next answer:
     * the rest is recorded on the next start.
     */
    async submit(target: DemoRecordingTarget, answers: DemoAnswer[], signal: AbortSignal) {
      let interview = await applicants.initialize(target.guid);
      if (interview.status !== 'Completed' && !interview.questions.some((q) => q.answered)) {
        await applicants.recordConsent(target.guid, {
          termsAccepted: true,
          privacyAccepted: true,
          transcriptionConsent: true,
        });
      }
      for (const answer of answers) {
        if (signal.aborted) return false;
        await submitAnswer(target, answer);
      }
      interview = await applicants.initialize(target.guid);
      return interview.status === 'Completed';
    },
  };
}

export type DemoRecorder = ReturnType<typeof createDemoRecorder>;
