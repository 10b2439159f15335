import js from '@eslint/js';
import globals from 'globals';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { featureBoundaries } from './eslint/feature-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'drizzle/',
      'test-results/',
      'playwright-report/',
      '.e2e-data/',
      'data/',
      'src/shared/i18n/paraglide/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import { type X } from 'm'` keeps `import 'm'` under verbatimModuleSyntax: the module runs for a type.
      // A shared schema module builds its zod schemas when it runs, so a page importing only its types would
      // download and run zod on its first visit (docs/decisions/048-zod-off-the-first-visit.md).
      '@typescript-eslint/no-import-type-side-effects': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['src/server/**', 'scripts/**', 'e2e/**', 'bench/**', 'deploy/**', 'eslint/**', '*.config.*', '.ci/**'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['src/client/**'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Layers (client, server, shared) and features, judged on resolved paths (docs/architecture.md#feature-boundaries).
  ...featureBoundaries,
  // Last, so that no style rule argues with Prettier (`npm run lint` runs `prettier --check`).
  prettier,
);
