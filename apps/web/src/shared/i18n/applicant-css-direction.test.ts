import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The applicant's screens mirror for a right-to-left language by `<html dir>` alone (docs/languages.md
 * "Right to left"), which holds only while their stylesheets say start and end, not left and right. No
 * stylelint here, so this test reads every stylesheet those screens load and fails on a physical one.
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The applicant's routes (app/router.tsx) and what they compose in; their imports are followed from here,
 * so a stylesheet a screen gains later (or a shared one it starts to use) is checked without being listed.
 */
const APPLICANT_ENTRIES = [
  'app/styles/global.css',
  'app/routes/applicant-page-layout.tsx',
  'app/routes/background-blur-outlet.tsx',
  'app/routes/interview-success-route.tsx',
  'app/routes/your-data-slot.tsx',
  'app/routes/legal/terms-page.tsx',
  'app/routes/legal/privacy-page.tsx',
  'features/interview/onboarding/onboarding-page.tsx',
  'features/interview/practice/practice-page.tsx',
  'features/interview/questions/question-page.tsx',
  'features/interview-end/already-completed.tsx',
  'features/interview-end/invitation-expired.tsx',
  'features/your-data/your-data-page.tsx',
];

/** The module a relative specifier names: the file itself, or with a source extension, or its index. */
function resolveModule(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  return candidates.find((candidate) => /\.(tsx?|css)$/.test(candidate) && existsSync(candidate));
}

/** Every stylesheet reachable from the entries through relative static and dynamic imports. */
function applicantStylesheets(): string[] {
  const seen = new Set<string>();
  const pending = APPLICANT_ENTRIES.map((entry) => path.join(src, entry));
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.endsWith('.css')) continue;
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:from\s+|import\s*\(?\s*)'(\.{1,2}\/[^']+)'/g)) {
      const target = resolveModule(file, match[1]!);
      if (target) pending.push(target);
    }
  }
  return [...seen].filter((file) => file.endsWith('.css')).sort();
}

/** A value's parts split on spaces outside parentheses: `calc(-1 * 2px) 0` is two parts. */
function partsOf(value: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of value.trim()) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (/\s/.test(char) && depth === 0) {
      if (current) parts.push(current);
      current = '';
    } else current += char;
  }
  if (current) parts.push(current);
  return parts;
}

/** Shorthands whose four values are top, right, bottom, left. */
const BOX_SHORTHANDS = new Set([
  'margin',
  'padding',
  'inset',
  'border-width',
  'border-style',
  'border-color',
  'scroll-margin',
  'scroll-padding',
]);

/**
 * Why a declaration is physical (left or right, where start or end is meant), or undefined when it reads the
 * same in either direction. Symmetric shorthands (`margin: 0 auto`, `padding: 1px 2px 3px 2px`) are fine.
 */
function physicalReason(property: string, rawValue: string): string | undefined {
  const name = property.trim().toLowerCase();
  const value = rawValue.replace(/!important/i, '').trim();
  if (name.startsWith('--')) return undefined;
  if (/(^|-)(left|right)(-|$)/.test(name)) return `${name}: use its inline-start/inline-end form`;
  if (['text-align', 'float', 'clear'].includes(name) && /^(left|right)$/i.test(value))
    return `${name}: ${value}: use start or end`;
  const parts = partsOf(value);
  if (BOX_SHORTHANDS.has(name) && parts.length === 4 && parts[1] !== parts[3])
    return `${name} with different right and left: use ${name}-inline or -inline-start/-inline-end`;
  if (name === 'border-radius' && !value.includes('/')) {
    const [a, b, c, d] = parts;
    const asymmetric =
      (parts.length === 2 && a !== b) ||
      (parts.length === 3 && a !== c) ||
      (parts.length === 4 && (a !== b || c !== d));
    if (asymmetric) return 'border-radius differs left and right: use border-start-start-radius and the like';
  }
  if (
    /\btranslateX\(\s*(?!0(?:px|%)?\s*\))/i.test(value) ||
    /\btranslate\(\s*(?!0(?:px|%)?\s*[,)])/i.test(value)
  )
    return `${name}: a horizontal shift goes the other way right to left`;
  if (/^background-position(-x)?$/.test(name) && /\b(left|right)\b/i.test(value))
    return `${name}: left or right does not mirror`;
  return undefined;
}

/** Each physical declaration of a stylesheet, as `line: declaration (reason)`. */
function physicalDeclarations(css: string): string[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  const found: string[] = [];
  for (const match of withoutComments.matchAll(/([a-zA-Z-]+)\s*:\s*([^;{}]+)(?=[;}])/g)) {
    const reason = physicalReason(match[1]!, match[2]!);
    if (reason) {
      const line = withoutComments.slice(0, match.index).split('\n').length;
      found.push(`${line}: ${match[0].trim()} (${reason})`);
    }
  }
  return found;
}

describe('the applicant screens’ stylesheets', () => {
  it('are found by following the applicant routes’ imports', () => {
    for (const entry of APPLICANT_ENTRIES) expect(existsSync(path.join(src, entry)), entry).toBe(true);
    const found = applicantStylesheets().map((file) => path.relative(src, file));
    // Their own, the shared ones they import, and one only a lazily imported modal uses.
    expect(found).toEqual(
      expect.arrayContaining([
        'features/interview/onboarding/onboarding.css',
        'features/interview/components/job-card.css',
        'shared/ui/page-layout.css',
        'shared/ui/applicant-language-switch.css',
        'shared/ui/modal.css',
        'features/your-data/your-data.css',
      ]),
    );
    expect(found.some((file) => file.includes('recruiter'))).toBe(false);
  });

  it('use logical properties only, so that dir="rtl" mirrors them', () => {
    const offences = applicantStylesheets().flatMap((file) =>
      physicalDeclarations(readFileSync(file, 'utf8')).map((line) => `${path.relative(src, file)}:${line}`),
    );
    expect(offences).toEqual([]);
  });

  it.each([
    ['margin-left', '1rem'],
    ['padding-right', '0'],
    ['border-left', '4px solid red'],
    ['border-top-right-radius', '2px'],
    ['left', '50%'],
    ['right', '0'],
    ['text-align', 'left'],
    ['float', 'right'],
    ['margin', '0 1rem 0 2rem'],
    ['padding', 'var(--a) calc(1px + 2px) 0 0'],
    ['border-radius', '0 4px 4px 0'],
    ['transform', 'translate(-50%, -50%)'],
    ['transform', 'translateX(10px)'],
    ['background-position', 'right 0.75rem center'],
  ])('flags %s: %s', (property, value) => {
    expect(physicalReason(property, value)).toBeDefined();
  });

  it.each([
    ['margin-inline-start', '1rem'],
    ['inset-inline', '0'],
    ['text-align', 'start'],
    ['text-align', 'center'],
    ['margin', '0 auto'],
    ['margin', 'calc(-1 * var(--space-3)) calc(-1 * var(--space-3)) var(--space-3)'],
    ['padding', '1px 2px 3px 2px'],
    ['border-radius', '0 0 0.5rem 0.5rem'],
    ['transform', 'translate(0, -50px)'],
    ['transform', 'rotate(360deg)'],
    ['--gutter-left', '1rem'],
  ])('accepts %s: %s', (property, value) => {
    expect(physicalReason(property, value)).toBeUndefined();
  });
});
