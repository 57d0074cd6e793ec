// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Browser code takes zod as a namespace: `import { z } from 'zod'` keeps every locale (91 KB vs 26 KB gzip). */
const noNamedZod = {
  selector: "ImportDeclaration[source.value='zod'] > ImportSpecifier[imported.name='z']",
  message: "Use `import * as z from 'zod'`: the named import keeps every locale in the bundle.",
};

/** The same for zod/mini, which the API client's browser code uses. */
const noNamedZodMini = {
  selector: "ImportDeclaration[source.value='zod/mini'] > ImportSpecifier[imported.name='z']",
  message: "Use `import * as z from 'zod/mini'`: the repository takes zod as a namespace.",
};

/** Server-provided HTML is rendered only by the ui kit's sanitising component. */
const noInnerHtml = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Render server-provided HTML only through the ui kit’s SafeHtml (DOMPurify).',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-*/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/.turbo/**',
      '**/playwright-report/**',
      '**/test-results/**',
      '**/mockServiceWorker.js',
      '**/node_modules/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': ['error', noNamedZod, noInnerHtml],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // The one place allowed to set inner HTML: it sanitises with DOMPurify first.
    files: ['packages/ui/src/SafeHtml/**/*.tsx'],
    rules: { 'no-restricted-syntax': ['error', noNamedZod] },
  },
  {
    // Every page parses API answers with the contract's schemas: the API client's browser code uses
    // zod/mini (~10 KB gzip in the portal), never classic zod (~25 KB). Its tests may use either.
    files: ['packages/api-client/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.*'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['zod', 'zod/v4', 'zod/v3'].map((name) => ({
            name,
            message:
              "Use `import * as z from 'zod/mini'` in api-client: classic zod is ~25 KB gzip on every page, zod/mini ~10 KB.",
          })),
          patterns: [
            {
              group: ['zod/v4/classic', 'zod/v4/classic/*'],
              message: "Use `import * as z from 'zod/mini'` in api-client.",
            },
          ],
        },
      ],
      // A later no-restricted-syntax replaces the repo-wide one: its selectors are repeated here.
      'no-restricted-syntax': ['error', noNamedZod, noNamedZodMini, noInnerHtml],
    },
  },
  {
    // The Quick Pay widget and the portal pages check every form with validation's schemas: its
    // browser code uses zod/mini too (~6 KB gzip), never classic zod (~26 KB). Its tests may use either.
    files: ['packages/validation/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.*'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['zod', 'zod/v4', 'zod/v3'].map((name) => ({
            name,
            message:
              "Use `import * as z from 'zod/mini'` in validation: classic zod is ~26 KB gzip in every bundle that checks a form, zod/mini ~6 KB.",
          })),
          patterns: [
            {
              group: ['zod/v4/classic', 'zod/v4/classic/*'],
              message: "Use `import * as z from 'zod/mini'` in validation.",
            },
          ],
        },
      ],
      // A later no-restricted-syntax replaces the repo-wide one: its selectors are repeated here.
      'no-restricted-syntax': ['error', noNamedZod, noNamedZodMini, noInnerHtml],
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['scripts/**', '**/*.config.{ts,js,mjs}', '**/scripts/**', '.storybook/main.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
);
