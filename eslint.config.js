// Lint: typescript-eslint's recommended rules (without type information, to stay fast) and the import boundaries
// of docs/architecture.md. Rules that would need wide rewrites of working code are off, each with its reason.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

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
    // The dashboard's browser scripts run in the page, not in Node.
    files: ['src/dashboard/assets/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { window: 'readonly', document: 'readonly', HTMLSelectElement: 'readonly',
      HTMLFormElement: 'readonly', HTMLInputElement: 'readonly', XMLHttpRequest: 'readonly', FormData: 'readonly', fetch: 'readonly',
      setTimeout: 'readonly', clearTimeout: 'readonly', URL: 'readonly', URLSearchParams: 'readonly', history: 'readonly', location: 'readonly' } },
  },
  {
    // Services, repositories, engines and the parsing engine know nothing of HTTP: only routes, their schemas, the
    // app and the HTTP platform itself may import src/platform/http.
    files: ['src/**/*.ts'],
    ignores: ['src/**/routes.ts', 'src/**/schemas.ts', 'src/app.ts', 'src/dashboard/**', 'src/platform/http/**', 'src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/platform/http/**'], message: 'services know nothing of HTTP: move the shared piece out of platform/http' },
        { group: ['**/test/**', '../../test/*', '../../../test/*'], message: 'src/ never imports test support' },
      ] }],
    },
  },
);
