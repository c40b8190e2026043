import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AddressLogSummary } from './address-log.js';

function recordingLog() {
  const lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  const at =
    (level: string) =>
    (fields: Record<string, unknown>, message: string): void => {
      lines.push({ level, fields, message });
    };
  return { log: { info: at('info'), warn: at('warn') } as unknown as FastifyBaseLogger, lines };
}

describe('AddressLogSummary', () => {
  it('1,000 connections from one address in a loop: one line of each kind, then one summary line', () => {
    const { log, lines } = recordingLog();
    const summary = new AddressLogSummary(log, 10_000);
    for (let i = 0; i < 1000; i++) {
      const sink = summary.for('203.0.113.9');
      sink.write('info', { code: 'NO_APPLICATION' }, 'recording refused');
      sink.write('warn', { code: 4012 }, 'recording connection closed by a guard');
    }
    expect(lines.map((l) => l.message)).toEqual([
      'recording refused',
      'recording connection closed by a guard',
    ]);
    summary.flush();
    expect(lines).toHaveLength(3);
    expect(lines[2]).toEqual({
      level: 'info',
      message: 'recording channel lines held back',
      fields: {
        address: '203.0.113.9',
        intervalMs: 10_000,
        held: { 'recording refused': 999, 'recording connection closed by a guard': 999 },
      },
    });
    // A new interval writes its first lines again; a quiet one writes nothing.
    summary.flush();
    expect(lines).toHaveLength(3);
    summary.for('203.0.113.9').write('info', {}, 'recording refused');
    expect(lines).toHaveLength(4);
  });

  it('keeps addresses apart: one applicant is never hidden by another address', () => {
    const { log, lines } = recordingLog();
    const summary = new AddressLogSummary(log, 10_000);
    summary.for('a').write('info', {}, 'recording refused');
    summary.for('a').write('info', {}, 'recording refused');
    summary.for('b').write('info', {}, 'recording refused');
    expect(lines).toHaveLength(2);
    summary.stop();
    expect(lines.at(-1)?.fields).toMatchObject({ address: 'a', held: { 'recording refused': 1 } });
    expect(lines).toHaveLength(3);
  });
});
