// Lint: typescript-eslint's recommended rules (without type information, to stay fast) and the import boundaries
// of docs/architecture.md and docs/parsing.md ("Stages"). Rules that would need wide rewrites of working code are off, each with its reason.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// Import boundaries (no-restricted-imports). A file gets one set of patterns (a later block replaces an earlier one's
// rule options, it does not add to them), so every block below lists all the patterns its files obey.
const noHttp = { group: ['**/platform/http/**'], message: 'services know nothing of HTTP: move the shared piece out of platform/http' };
const noTestSupport = { group: ['**/test/**', '../../test/*', '../../../test/*'], message: 'src/ never imports test support' };
const httpAllowed = ['src/**/routes.ts', 'src/**/schemas.ts', 'src/**/examples.ts', 'src/app.ts', 'src/dashboard/**', 'src/platform/http/**'];
const statementsEntry = {
  group: ['**/statements/**', '!**/statements/index.ts', '!**/statements/figures.ts'],
  message: 'use the parsing engine through src/statements/index.ts (or figures.ts for the analysis helpers), not its files',
};
const stages = ['extract', 'layout', 'verify', 'read', 'forms', 'analyze'];
// From a stage's folder (or a folder inside it, as extract/ocr): the stages after it.
const laterThan = (k) => ({
  group: stages.slice(k + 1).flatMap((s) => [`../${s}/**`, `../../${s}/**`]),
  message: `a stage imports only the stages before it: ${stages.join(' < ')} (docs/parsing.md)`,
});
const noStage = { group: stages.map((s) => `./${s}/**`), message: 'the shared leaves (types, money, calendar) import no stage' };
const noEntries = {
  group: ['**/pipeline.ts', '../index.ts', '../../index.ts', '**/figures.ts'],
  message: 'the stages do not import the pipeline or the public entries that run them',
};

export default tseslint.config(
  { ignores: ['node_modules/**', 'vendor/**', 'data/**', '.tmp/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', Buffer: 'readonly', URL: 'readonly', setTimeout: 'readonly',
      clearTimeout: 'readonly', setInterval: 'readonly', clearInterval: 'readonly', setImmediate: 'readonly', performance: 'readonly',
      fetch: 'readonly', AbortSignal: 'readonly', TextDecoder: 'readonly', TextEncoder: 'readonly', structuredClone: 'readonly', NodeJS: 'readonly' } },
    rules: {
      // Control characters in regular expressions are deliberate here (NUL and bidi checks of request text).
      'no-control-regex': 'off',
      // Migrations and pdf.js proxies are typed `any` at their edges on purpose.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    // Issue 19: no function over 60 lines in the parsing engine (a long function there was a reader nobody could follow).
    files: ['src/statements/**/*.ts'],
    ignores: ['src/**/*.test.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 60, IIFEs: true }] },
  },
  {
    // The dashboard's browser scripts run in the page, not in Node.
    files: ['src/dashboard/assets/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { window: 'readonly', document: 'readonly', HTMLSelectElement: 'readonly',
      HTMLFormElement: 'readonly', HTMLInputElement: 'readonly', XMLHttpRequest: 'readonly', FormData: 'readonly', fetch: 'readonly',
      setTimeout: 'readonly', clearTimeout: 'readonly', URL: 'readonly', URLSearchParams: 'readonly', history: 'readonly', location: 'readonly' } },
  },
  {
    // Services, repositories, engines and the parsing engine know nothing of HTTP: only routes, their schemas, the
    // app and the HTTP platform itself may import src/platform/http. Outside src/statements, the parsing engine is
    // used through its public entries only.
    files: ['src/**/*.ts'],
    ignores: [...httpAllowed, 'src/statements/**', 'src/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noHttp, noTestSupport, statementsEntry] }] },
  },
  {
    // The files that may import HTTP still use the parsing engine through its public entries only.
    files: httpAllowed,
    ignores: ['src/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [statementsEntry] }] },
  },
  // The parsing engine's stages, each a folder importing only the stages before it (docs/parsing.md "Stages"):
  //   extract < layout < verify < read < forms < analyze
  // forms: what each document is (classify.ts) and the application form reader.
  // extract: the PDF's pages as positioned text (OCR'd where needed), metadata and extraction warnings.
  // layout: pages -> words, lines, cells; page furniture. verify: pure judges of a reading (does it reconcile, which
  // of two readings is better); the reader calls them to keep its best reading, so verify comes before read.
  // read: lines -> proposed statements, the verified one kept. analyze: documents -> the ParseResult.
  // The shared leaves (types.ts, money.ts, calendar.ts) import no stage; pipeline.ts runs the stages in order and
  // index.ts / figures.ts are the public entries: no stage imports them. Tests may exercise the whole pipeline.
  ...stages.map((stage, k) => ({
    files: [`src/statements/${stage}/**/*.ts`],
    ignores: ['src/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noHttp, noTestSupport, ...(k < stages.length - 1 ? [laterThan(k)] : []), noEntries] }] },
  })),
  {
    // The pipeline and the public entries see every stage.
    files: ['src/statements/*.ts'],
    ignores: ['src/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noHttp, noTestSupport] }] },
  },
  {
    files: ['src/statements/types.ts', 'src/statements/money.ts', 'src/statements/calendar.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noHttp, noTestSupport, noStage, { ...noEntries, group: ['./pipeline.ts', './index.ts', './figures.ts'] }] }] },
  },
  {
    // The parsing engine's core is changed often and must stay readable (issue 32): no function over 60 lines.
    files: ['src/statements/**/*.ts'],
    ignores: ['src/**/*.test.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }] },
  },
);
