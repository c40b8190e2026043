import { execFile } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.js';
import { locateBinaries } from '../../src/infra/media/ffmpeg.js';
import type { Storage } from '../../src/infra/storage/storage.js';
import { waitFor } from '../helpers/wait-for.js';

/** What ffprobe says of a file: the container's duration (null: none, as in a browser's raw WebM) and frames. */
export interface MediaFacts {
  durationSeconds: number | null;
  videoFrames: number;
  audioStreams: number;
}

const run = promisify(execFile);
const { ffmpeg, ffprobe } = locateBinaries({ ffmpegPath: undefined, ffprobePath: undefined });

export async function probe(file: string): Promise<MediaFacts> {
  const { stdout } = await run(ffprobe, [
    ...['-v', 'error', '-count_frames', '-show_entries', 'stream=codec_type,nb_read_frames:format=duration'],
    ...['-of', 'json', file],
  ]);
  const facts = JSON.parse(stdout) as {
    streams?: { codec_type?: string; nb_read_frames?: string }[];
    format?: { duration?: string };
  };
  const streams = facts.streams ?? [];
  const duration = Number(facts.format?.duration);
  return {
    durationSeconds: Number.isFinite(duration) ? duration : null,
    videoFrames: Number(streams.find((s) => s.codec_type === 'video')?.nb_read_frames ?? 0),
    audioStreams: streams.filter((s) => s.codec_type === 'audio').length,
  };
}

/**
 * The source as the server should store it: the browser's bytes remuxed (a raw WebM has no duration
 * until then, FIELD-NOTES.md), so its duration and frames are what the stored answer must show.
 */
export async function expectedFacts(source: string): Promise<MediaFacts> {
  const remuxed = source.replace(/\.webm$/, '.remuxed.webm');
  await run(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-y', '-i', source, '-c', 'copy', remuxed]);
  return probe(remuxed);
}

export interface StoredAnswer {
  mediaKey: string;
  facts: MediaFacts;
}

/**
 * Waits until the application's answer to the question exists and its stored media is processed (it
 * has a duration: remuxed, not the raw take), then returns what ffprobe says of it. Where media work
 * runs (on submit or on a worker afterwards) does not matter to this check.
 */
export async function waitForStoredAnswer(
  options: { db: Kysely<DB>; storage: Storage; workDir: string; timeoutMs: number },
  applicationId: string,
  questionKey: string,
): Promise<StoredAnswer> {
  let last = 'no answer row';
  return waitFor(
    async () => {
      const row = await options.db
        .selectFrom('answers')
        .select('media_key')
        .where('application_id', '=', applicationId)
        .where('question_key', '=', questionKey)
        .executeTakeFirst();
      if (!row?.media_key) return undefined;
      const object = await options.storage.get(row.media_key);
      if (!object) {
        last = `answer ${row.media_key} not in storage`;
        return undefined;
      }
      const file = path.join(options.workDir, `${applicationId}-${path.basename(row.media_key)}`);
      await pipeline(object.stream, createWriteStream(file));
      const facts = await probe(file);
      last = `${row.media_key}: ${JSON.stringify(facts)}`;
      return facts.durationSeconds === null ? undefined : { mediaKey: row.media_key, facts };
    },
    { timeoutMs: options.timeoutMs, intervalMs: 250, message: () => `the processed answer (${last})` },
  );
}
