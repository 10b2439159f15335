import i18next from 'eslint-plugin-i18next';

/**
 * Every word a page shows comes from the message catalogues (docs/i18n/conventions.md), so it exists in every
 * language: a text or a text attribute written straight into JSX is an error. Allowed: the admin console, which
 * stays in English (docs/product.md#languages), and tests.
 */
export const jsxTextInCatalogues = [
  {
    files: ['src/client/**/*.tsx'],
    ignores: [
      '**/*.test.tsx',
      'src/client/test-support/**',
      'src/client/features/admin-console/**',
      'src/client/features/admin-auth/**',
      'src/client/pages/admin-*.tsx',
      // The administrator's print materials, reached only from the console.
      'src/client/features/marketing/components/marketing-dashboard.tsx',
      'src/client/features/marketing/components/marketing-guidelines.tsx',
    ],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: ['aria-label', 'aria-description', 'title', 'placeholder', 'alt', 'label', 'description', 'hint', 'heading'],
          },
          // The plugin's own list, and react-hook-form's calls, whose strings are field names, not words.
          callees: {
            exclude: [
              ...['i18n(ext)?', 't', 'require', 'addEventListener', 'removeEventListener', 'postMessage', 'getElementById'],
              ...['dispatch', 'commit', 'includes', 'indexOf', 'endsWith', 'startsWith'],
              ...['register', 'watch', 'setValue', 'getValues', 'trigger', 'resetField', 'setFocus', 'clearErrors', 'setError'],
            ],
          },
          message: 'A text in JSX belongs in the message catalogues (docs/i18n/conventions.md)',
        },
      ],
    },
  },
];
