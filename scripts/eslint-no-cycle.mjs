// An import cycle rule that counts `import type` too. eslint-plugin-import-x's no-cycle skips type-only
// imports (it has no option to count them): a cycle through types still ties two files' designs together,
// and a barrel (modules/<m>/index.ts) turns such a knot into one between whole modules.
// Every relative import and re-export is followed, however deep (no maxDepth), dynamic import() included.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

/** path → { mtimeMs, imports: [{ specifier, path }] }, shared by every file of one lint run. */
const graph = new Map();

function resolveRelative(fromFile, specifier) {
  const base = resolve(dirname(fromFile), specifier);
  const stem = base.replace(/\.(js|mjs|jsx)$/, '');
  const candidates = [
    `${stem}.ts`,
    `${stem}.tsx`,
    `${stem}.mts`,
    base,
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

function importsOf(file) {
  const mtimeMs = statSync(file).mtimeMs;
  const known = graph.get(file);
  if (known?.mtimeMs === mtimeMs) return known.imports;
  const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const imports = [];
  for (const { fileName } of info.importedFiles) {
    if (!fileName.startsWith('.')) continue;
    const path = resolveRelative(file, fileName);
    if (path) imports.push({ specifier: fileName, path });
  }
  graph.set(file, { mtimeMs, imports });
  return imports;
}

/** The shortest way from `start` back to `target`, as the files it passes through; undefined if none. */
function pathBack(start, target) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const { path } of importsOf(file)) {
      if (path === target) {
        const route = [file];
        for (let at = previous.get(file); at; at = previous.get(at)) route.unshift(at);
        return route;
      }
      if (!previous.has(path)) {
        previous.set(path, file);
        queue.push(path);
      }
    }
  }
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, type-only imports included.' },
    schema: [],
    messages: { cycle: 'Import cycle (types included): {{route}}' },
  },
  create(context) {
    const file = context.physicalFilename;
    if (!existsSync(file)) return {};
    const root = context.cwd;
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = resolveRelative(file, specifier);
      if (!target || target === file) return;
      const route = pathBack(target, file);
      if (!route) return;
      const shown = [file, ...route, file].map((path) => relative(root, path)).join(' → ');
      context.report({ node, messageId: 'cycle', data: { route: shown } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'no-cycle': noCycle } };
