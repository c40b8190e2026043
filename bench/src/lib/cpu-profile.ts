import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The parts of a V8 `.cpuprofile` (node --cpu-prof) read here. */
interface CpuProfile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/** A stretch of time in microseconds on the monotonic clock (process.hrtime), which V8's profiles use. */
export type Window = [startUs: number, endUs: number];

export const nowUs = () => Number(process.hrtime.bigint() / 1000n);

function frameName({ functionName, url, lineNumber }: ProfileNode['callFrame']): string {
  if (!url) return functionName || '(anonymous)';
  // node_modules/<package>/file or our own folder/file.
  const parts = url.replace(/^file:\/\//, '').split(path.sep);
  const nm = parts.lastIndexOf('node_modules');
  const where =
    nm >= 0
      ? parts.slice(nm + 1, nm + (parts[nm + 1]?.startsWith('@') ? 3 : 2)).join('/') + `/${parts.at(-1)}`
      : parts.slice(-2).join('/');
  return `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}`;
}

/**
 * Where a sample's time goes, by the frame nearest its leaf that says: the socket write and the collector
 * by name, the rest by the package or folder the code lives in.
 */
const CATEGORIES: [label: string, test: (f: ProfileNode['callFrame']) => boolean][] = [
  ['idle', (f) => f.functionName === '(idle)'],
  ['garbage collection', (f) => f.functionName === '(garbage collector)'],
  [
    'socket write (kernel, loopback)',
    (f) => /^(writev|writeBuffer|writeUtf8String|writeLatin1String|writeAsciiString)$/.test(f.functionName),
  ],
  [
    'request log (pino, redaction)',
    (f) =>
      /\/(pino|@pinojs|pino-std-serializers|sonic-boom)\/|\/plugins\/logging\.js|\/lib\/redact\.js/.test(
        f.url,
      ),
  ],
  ['security headers (helmet)', (f) => f.url.includes('/helmet/')],
  ['rate limit', (f) => f.url.includes('/@fastify/rate-limit/')],
  ['token check (jose, crypto)', (f) => f.url.includes('/jose/') || f.url.startsWith('node:internal/crypto')],
  ['database (kysely, sqlite)', (f) => /\/(kysely|better-sqlite3|pg|pg-protocol)\//.test(f.url)],
  ['zod (checks, response serialiser)', (f) => /\/(zod|fastify-type-provider-zod)\//.test(f.url)],
  ['our code (apps/server/dist)', (f) => f.url.includes('/apps/server/dist/')],
  ['fastify and its plugins', (f) => /\/(fastify|@fastify|find-my-way|light-my-request|avvio)\//.test(f.url)],
  ['node http', (f) => f.url.startsWith('node:')],
];

export interface ProfileSummary {
  sampledMs: number;
  categories: { label: string; share: number }[];
  selfFrames: { name: string; share: number }[];
}

/** The profile's samples taken inside `windows` (all when none are given), summarised. */
export function summariseProfile(file: string, windows: Window[] = []): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const categoryOf = new Map<number, string>();
  const categorise = (id: number): string => {
    const known = categoryOf.get(id);
    if (known !== undefined) return known;
    const frame = byId.get(id)!.callFrame;
    const found = CATEGORIES.find(([, test]) => test(frame))?.[0];
    const up = parent.get(id);
    const label = found ?? (up === undefined ? 'other (V8, native)' : categorise(up));
    categoryOf.set(id, label);
    return label;
  };
  const inside = (t: number) => windows.length === 0 || windows.some(([from, to]) => t >= from && t <= to);
  const byCategory = new Map<string, number>();
  const bySelf = new Map<string, number>();
  let at = profile.startTime;
  let totalUs = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    at += dt;
    if (!inside(at)) return;
    totalUs += dt;
    const label = categorise(id);
    byCategory.set(label, (byCategory.get(label) ?? 0) + dt);
    const name = frameName(byId.get(id)!.callFrame);
    bySelf.set(name, (bySelf.get(name) ?? 0) + dt);
  });
  const shares = (m: Map<string, number>) =>
    [...m].map(([k, v]) => ({ label: k, share: v / totalUs })).sort((a, b) => b.share - a.share);
  return {
    sampledMs: totalUs / 1000,
    categories: shares(byCategory),
    selfFrames: shares(bySelf).map(({ label, share }) => ({ name: label, share })),
  };
}

export function formatProfile(file: string, title: string, windows: Window[] = [], top = 8): string {
  const { sampledMs, categories, selfFrames } = summariseProfile(file, windows);
  const pct = (x: number) => `${(x * 100).toFixed(1).padStart(5)} %`;
  const lines = [`  ${title} (${(sampledMs / 1000).toFixed(1)} s sampled)`, '  by where the time goes:'];
  for (const c of categories) lines.push(`    ${pct(c.share)}  ${c.label}`);
  lines.push('  top functions (self time):');
  for (const f of selfFrames.slice(0, top)) lines.push(`    ${pct(f.share)}  ${f.name}`);
  return lines.join('\n');
}
