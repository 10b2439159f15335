import js from '@eslint/js';
import globals from 'globals';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { featureBoundaries } from './eslint/feature-boundaries.js';
import { jsxTextInCatalogues } from './eslint/jsx-text-in-catalogues.js';

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
  {
    // One router API for the pages, ours (docs/decisions/059-a-smaller-router.md).
    files: ['src/client/**'],
    ignores: ['src/client/lib/router.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['wouter', 'regexparam', 'react-router'].map((name) => ({
            name,
            message: 'Import routing from src/client/lib/router.tsx (docs/decisions/059-a-smaller-router.md).',
          })),
        },
      ],
    },
  },
  // Layers (client, server, shared) and features, judged on resolved paths (docs/architecture.md#feature-boundaries).
  ...featureBoundaries,
  // Every word on a page from the message catalogues (docs/i18n/conventions.md).
  ...jsxTextInCatalogues,
  // Last, so that no style rule argues with Prettier (`npm run lint` runs `prettier --check`).
  prettier,
);
