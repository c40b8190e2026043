/**
 * One engine in a process of its own, for `bench:speech`: the parent runs it under GNU time for its peak
 * memory. Usage: node speech-engine-run.js <moonshine|pocketsphinx> <list.json> [--together N --workers W]
 * Prints one JSON line: the texts, CPU seconds (this process, its threads and its children) and wall time.
 */
import { readFileSync } from 'node:fs';
import { createMoonshineTranscriber } from '@vi/server/dist/infra/transcription/moonshine/moonshine-transcriber.js';
import { createPocketSphinxTranscriber } from '@vi/server/dist/infra/transcription/pocketsphinx-transcriber.js';
import type { Transcriber } from '@vi/server/dist/infra/transcription/transcriber.js';

const [engine, listFile, ...rest] = process.argv.slice(2);
const option = (name: string) => {
  const i = rest.indexOf(`--${name}`);
  return i >= 0 ? Number(rest[i + 1]) : undefined;
};
const files = JSON.parse(readFileSync(listFile ?? '', 'utf8')) as string[];

/** CPU seconds of this process (all its threads) and of its waited-for children, from /proc. */
function cpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  // utime, stime, cutime, cstime are fields 14-17 of stat; 12-15 after the command name.
  const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
  return ticks / 100;
}

const workers = option('workers') ?? 1;
const transcriber: Transcriber & { close?: () => Promise<void> } =
  engine === 'moonshine' ? createMoonshineTranscriber({ workers }) : createPocketSphinxTranscriber();

// Loading is not what an answer costs: warm up once, then measure.
await transcriber.transcribe(files[0]!);
const cpu0 = cpuSeconds();
const wall0 = performance.now();
const together = option('together');
const texts: string[] = [];
const doneAt: number[] = [];
if (together) {
  // N answers submitted at once: when each transcript is ready, in seconds from the submit.
  await Promise.all(
    Array.from({ length: together }, () =>
      transcriber.transcribe(files[0]!).then((r) => {
        doneAt.push((performance.now() - wall0) / 1000);
        texts.push(r.text);
      }),
    ),
  );
} else {
  for (const file of files) {
    // A clip the engine fails on (PocketSphinx's time limit on a loaded machine) counts as no words.
    texts.push(
      await transcriber.transcribe(file).then(
        (r) => r.text,
        (err: unknown) => `(failed: ${String(err)})`,
      ),
    );
    doneAt.push((performance.now() - wall0) / 1000);
  }
}
const wallSeconds = (performance.now() - wall0) / 1000;
const cpu = cpuSeconds() - cpu0;
await transcriber.close?.();
process.stdout.write(`${JSON.stringify({ texts, cpuSeconds: cpu, wallSeconds, doneAt })}\n`);
