import { setTimeout as sleep } from 'node:timers/promises';
import { DEMO_RECORDED_INTERVIEWS, type DemoRecordedInterview } from './demo-interviews-data.js';
import { DEMO_VOICE_TOOL, type DemoMediaCheck } from './demo-media.js';
import {
  createDemoRecorder,
  type DemoAnswer,
  type DemoRecorderDeps,
  type DemoRecordingTarget,
} from './demo-recorder.js';
import { createDemoTeamReview } from './demo-team-review.js';
import { countProcessingAnswers, listDemoRecordings, type DemoRecordingRow } from './demo.repository.js';

/**
 * The demo's completed interviews after start-up: those not recorded yet are recorded (in the
 * background, one answer at a time, so the server stays responsive), then the team's reviews, notes
 * and stages are added to each completed one that nobody has touched. Safe to repeat on every start:
 * answered questions are skipped and the team's work is written once.
 */
export type DemoRecordingsState =
  | { kind: 'none' }
  | { kind: 'ready'; completed: number; unvoiced?: DemoUnvoiced | undefined }
  | { kind: 'recording'; total: number; pending: number; unvoiced?: DemoUnvoiced | undefined }
  | { kind: 'tools-missing'; pending: number; missing: string[] };

/**
 * Interviews left unrecorded because no voice here speaks their language (the Spanish one without
 * espeak-ng): the rest of the demo is recorded, and the banner says which tool would add them.
 */
export interface DemoUnvoiced {
  count: number;
  /** Their languages' English names, e.g. ["Spanish"]. */
  languages: string[];
  missing: string[];
}

export interface DemoRecordingsResult {
  completed: number;
  total: number;
  reviewed: number;
  /** Answers whose media job had not finished when the wait for it ended (0: every video plays). */
  processing: number;
  /** Interviews left unrecorded for want of a voice in their language. */
  unvoiced?: DemoUnvoiced | undefined;
  ms: number;
}

/** How long shutdown waits for an answer being stored; an interrupted one is finished by the next start. */
const STOP_WAIT_MS = 5_000;
/** How long the demo waits for this process's worker to make the answers' media before saying it is ready. */
const MEDIA_WAIT_MS = 180_000;
const MEDIA_POLL_MS = 250;

const scriptOf = (row: DemoRecordingRow) => DEMO_RECORDED_INTERVIEWS.find((s) => s.email === row.email);

const LANGUAGE_NAMES: Record<string, string> = { es: 'Spanish' };

/** Whether this machine can speak the interview's answers (English always; Spanish with espeak-ng). */
const isVoiced = (check: DemoMediaCheck, script: DemoRecordedInterview | undefined) =>
  !check.ok || check.tools.languages.includes(script?.language ?? 'en');

/** The unfinished interviews no voice here can record, or undefined when there are none. */
function unvoicedOf(check: DemoMediaCheck, rows: readonly DemoRecordingRow[]): DemoUnvoiced | undefined {
  const scripts = rows
    .filter((r) => r.status !== 'Completed')
    .map(scriptOf)
    .filter((script) => !isVoiced(check, script));
  if (scripts.length === 0) return undefined;
  const languages = [...new Set(scripts.map((s) => LANGUAGE_NAMES[s?.language ?? ''] ?? s?.language ?? ''))];
  return { count: scripts.length, languages, missing: [DEMO_VOICE_TOOL] };
}

export function createDemoRecordings(deps: DemoRecorderDeps, companyId: number, check: DemoMediaCheck) {
  const stopping = new AbortController();
  let running: Promise<DemoRecordingsResult> | undefined;

  async function run(): Promise<DemoRecordingsResult> {
    const started = performance.now();
    const rows = await listDemoRecordings(deps.db, companyId);
    if (check.ok) {
      const recorder = createDemoRecorder(deps, check.tools);
      const made: { row: DemoRecordingRow; target: DemoRecordingTarget; answers: DemoAnswer[] }[] = [];
      for (const row of rows) {
        const script = scriptOf(row);
        if (!script || row.status === 'Completed' || stopping.signal.aborted) continue;
        // No voice for its language here: left as invited, and the banner says what would record it.
        if (!isVoiced(check, script)) continue;
        const target = { guid: row.guid, contentType: row.content_type, script };
        made.push({ row, target, answers: await recorder.makeAnswers(target, stopping.signal) });
      }
      for (const { row, target, answers } of made) {
        if (stopping.signal.aborted) break;
        if (await recorder.submit(target, answers, stopping.signal))
          deps.log.info({ applicationId: row.id }, 'demo interview recorded');
      }
    }
    const processing = await untilMediaMade();
    const team = createDemoTeamReview(deps.db, deps.services, companyId);
    let reviewed = 0;
    const after = await listDemoRecordings(deps.db, companyId);
    for (const row of after) {
      const script = scriptOf(row);
      if (!script || row.status !== 'Completed' || stopping.signal.aborted) continue;
      if (await team.apply({ applicationId: row.id, stage: row.stage, script })) reviewed++;
    }
    return {
      completed: after.filter((r) => r.status === 'Completed').length,
      total: after.length,
      reviewed,
      processing,
      unvoiced: unvoicedOf(check, after),
      ms: performance.now() - started,
    };
  }

  /**
   * Submitting an answer queues its media job (decision 0022): "ready" waits until this process's worker
   * made every answer's media, so the links printed then play. Without a worker here it cannot wait.
   */
  async function untilMediaMade(): Promise<number> {
    const until = Date.now() + (deps.config.runWorker ? MEDIA_WAIT_MS : 0);
    for (;;) {
      const processing = await countProcessingAnswers(deps.db, companyId);
      if (processing === 0 || Date.now() >= until || stopping.signal.aborted) return processing;
      await sleep(MEDIA_POLL_MS, undefined, { ref: false });
    }
  }

  return {
    async state(): Promise<DemoRecordingsState> {
      const rows = await listDemoRecordings(deps.db, companyId);
      const unvoiced = unvoicedOf(check, rows);
      const pending = rows.filter((r) => r.status !== 'Completed').length - (unvoiced?.count ?? 0);
      if (rows.length === 0) return { kind: 'none' };
      if (pending === 0) return { kind: 'ready', completed: rows.length - (unvoiced?.count ?? 0), unvoiced };
      if (!check.ok) return { kind: 'tools-missing', pending, missing: check.missing };
      return { kind: 'recording', total: rows.length, pending, unvoiced };
    },

    /** Records what is missing and adds the team's work; one run at a time. */
    run(): Promise<DemoRecordingsResult> {
      running ??= run().finally(() => {
        running = undefined;
      });
      return running;
    },

    /**
     * Shutdown: the tools making an answer are stopped; an answer already being stored is waited for
     * (a moment) so the database is not closed under it. The next start continues.
     */
    async stop(): Promise<void> {
      stopping.abort();
      const settled = running?.catch(() => undefined);
      await Promise.race([settled, sleep(STOP_WAIT_MS, undefined, { ref: false })]);
    },
  };
}

export type DemoRecordings = ReturnType<typeof createDemoRecordings>;
