import type { Transcriber } from './transcriber.js';

/** The engine answers go to ('moonshine', 'pocketsphinx', 'openai'), or undefined when none is usable. */
export async function chosenEngine(transcriber: Transcriber): Promise<string | undefined> {
  let current: Transcriber | undefined = transcriber;
  // A timed wrapper around auto around its candidates: at most a few levels.
  for (let depth = 0; current?.chosen && depth < 4; depth++) {
    const next: Transcriber | undefined = await current.chosen();
    if (next === current) break;
    current = next;
  }
  if (!current || !(await current.available())) return undefined;
  return current.engine;
}
