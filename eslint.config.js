import js from '@eslint/js';
import globals from 'globals';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { featureBoundaries } from './eslint/feature-boundaries.js';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'drizzle/', 'test-results/', 'playwright-report/', '.e2e-data/', 'data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['src/server/**', 'scripts/**', 'e2e/**', 'bench/**', 'eslint/**', '*.config.*', '.ci/**'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['src/client/**'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Client and server meet only in src/shared (docs/architecture.md#feature-boundaries).
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**'], message: 'The client must not import server code.' }] }],
    },
  },
  {
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/client/**'], message: 'The server must not import client code.' }] }],
    },
  },
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**', '**/client/**'], message: 'src/shared imports only zod.' }] },
      ],
    },
  },
  // After the layer rules above: inside a feature folder these replace them (and repeat them).
  ...featureBoundaries,
  // Last, so that no style rule argues with Prettier (`npm run lint` runs `prettier --check`).
  prettier,
);
