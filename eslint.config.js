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

/** Server-provided HTML is rendered only by the ui kit's sanitising component. */
const noInnerHtml = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Render server-provided HTML only through the ui kit’s SafeHtml (DOMPurify).',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
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
  ...storybook.configs['flat/recommended'],
  {
    files: ['scripts/**', '**/*.config.{ts,js,mjs}', '**/scripts/**', '.storybook/main.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
);
