import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import cycles from './scripts/eslint-no-cycle.mjs';

// The web app's one-way rule, shared → features → app (bulletproof-react): shared imports neither, a feature
// imports no app code and no other feature; app/ composes them. New feature folders are covered as they appear.
const WEB = './apps/web/src';
const webFeatures = readdirSync(new URL('apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webBoundaries = [
  {
    target: `${WEB}/shared`,
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'shared/ is the bottom layer: move the code here, or compose in app/.',
  },
  ...webFeatures.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move shared code to shared/, or compose in app/.',
  })),
  {
    target: `${WEB}/features`,
    from: `${WEB}/app`,
    message: 'Features never import app/: app/ composes features, not the other way round.',
  },
  {
    // Fetchers, query keys and query options render nothing: a view imported here would load with every
    // screen's data calls and tie the data layer to the screens.
    target: `${WEB}/shared/api`,
    from: `${WEB}/**/*.tsx`,
    message: 'The data layer (shared/api) imports no component and no hook with JSX (.tsx).',
  },
];

// The server's modules meet only at their index.ts: a module imports another's `index.js`, never its
// repositories or other files, so each index.ts is the whole of what a module offers the others. Code
// outside modules/ (app.ts, worker.ts, background/, cli/) is the composition root and may also register
// a module's route plugins from their own files. New module folders are covered as they appear.
const SERVER_MODULES = './apps/server/src/modules';
const serverModules = readdirSync(new URL('apps/server/src/modules', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverBoundaries = serverModules.map((name) => ({
  target: `${SERVER_MODULES}/${name}`,
  from: SERVER_MODULES,
  except: [
    `./${name}`,
    ...serverModules.filter((other) => other !== name).map((other) => `./${other}/index.ts`),
  ],
  message: "Import another module through its index.ts; if what you need isn't there, expose it there.",
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX, cycles },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          conditionNames: ['source', 'import', 'default'],
        }),
      ],
    },
    rules: {
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      // A promise returned without await from a try or catch whose finally awaits is left without a
      // handler while the finally runs: if it rejects then, Node reports an unhandled rejection and, by
      // default, ends the process, though the caller would have caught it a moment later.
      '@typescript-eslint/return-await': ['error', 'in-try-catch'],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // import-x/no-cycle skips `import type` and has no option to count it; this one follows every import,
      // types and import() included, at any depth (scripts/eslint-no-cycle.mjs).
      'cycles/no-cycle': 'error',
      // Node's own modules, then packages, then the repository's files from far to near: where an import
      // comes from reads at a glance. Side-effect imports (CSS) keep their place, since order is cascade.
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          'newlines-between': 'never',
        },
      ],
      // Fastify plugins are async by contract even when they register routes synchronously.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // A file past 300 lines usually holds two things; split it where they part. Test files are exempt:
    // a suite is a long list of cases, and its helpers already live in files of their own.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.spec.ts'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: webBoundaries }],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    // Tests may reach into any module to set up and check what they need.
    ignores: ['**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverBoundaries }] },
  },
  {
    // A route hands Fastify its reply, a thenable that settles once the response is sent: returned from
    // a try or catch it is Fastify's to settle, and awaiting it there would hold the handler until then.
    files: ['apps/server/src/**/*.routes.ts'],
    rules: { '@typescript-eslint/return-await': 'off' },
  },
  {
    // Build scripts are plain JavaScript run by Node; type-aware rules need types they don't have.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
