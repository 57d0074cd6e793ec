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

/** A dynamic `import('@coop-portal/mocks…')`, which no-restricted-imports does not see. */
const noDynamicMocks = {
  selector: 'ImportExpression[source.value=/^@coop-portal\\/mocks(\\/|$)/]',
  message:
    'The demo backend (@coop-portal/mocks) loads only in tests, stories, e2e, Storybook, scripts and the portal’s first script (apps/portal/src/startup/earlyStart.ts).',
};

/*
 * The package arrows (DESIGN.md): which imports each package may not make. A file gets one
 * no-restricted-imports setting (a later config replaces an earlier one), so each setting below
 * is built from every set of restrictions that applies to its files.
 */

/** An import of a workspace package, its subpaths included. */
const coopPackages = (...names) =>
  names.flatMap((name) => [`@coop-portal/${name}`, `@coop-portal/${name}/*`]);

/** The demo backend stays out of every bundle a co-op ships. */
const mocksOnlyInTests = {
  patterns: [
    {
      group: coopPackages('mocks'),
      message:
        'The demo backend (@coop-portal/mocks) is imported only in tests, stories, e2e, Storybook, scripts and the portal’s first script (apps/portal/src/startup/earlyStart.ts).',
    },
  ],
};

/** ui is a design system: it knows nothing about the API, the rules or the features. */
const uiArrows = {
  patterns: [
    {
      group: ['@coop-portal/*'],
      message:
        'The ui kit imports no other @coop-portal package: arrows point to ui, never from it.',
    },
  ],
};

/** validation is pure rules: no other package of the suite, no React. */
const validationArrows = {
  patterns: [
    {
      group: ['@coop-portal/*'],
      message:
        'validation imports no other @coop-portal package: every package may use it, so it uses none.',
    },
    {
      group: ['react', 'react/*', 'react-*', '@react-*/*', '@tanstack/react-*'],
      message: 'validation has no React: its rules are zod schemas and pure functions.',
    },
  ],
};

/** api-client is the contract and the client: the features, the demo and the embed build on it. */
const apiClientArrows = {
  patterns: [
    {
      group: coopPackages('ui', 'widgets', 'mocks', 'embed'),
      message:
        'api-client imports no @coop-portal/ui, widgets, mocks or embed: they depend on it, not the reverse.',
    },
  ],
};

/** Classic zod out of a package's browser code: zod/mini holds the same schemas in a fraction. */
const zodMiniOnly = (pkg, saving) => ({
  paths: ['zod', 'zod/v4', 'zod/v3'].map((name) => ({
    name,
    message: `Use \`import * as z from 'zod/mini'\` in ${pkg}: ${saving}.`,
  })),
  patterns: [
    {
      group: ['zod/v4/classic', 'zod/v4/classic/*'],
      message: `Use \`import * as z from 'zod/mini'\` in ${pkg}.`,
    },
  ],
});
const apiClientZodMini = zodMiniOnly(
  'api-client',
  'classic zod is ~25 KB gzip on every page, zod/mini ~10 KB',
);
const validationZodMini = zodMiniOnly(
  'validation',
  'classic zod is ~26 KB gzip in every bundle that checks a form, zod/mini ~6 KB',
);

/** One no-restricted-imports setting made of several sets of restrictions. */
const restrictImports = (...sets) => [
  'error',
  {
    paths: sets.flatMap((set) => set.paths ?? []),
    patterns: sets.flatMap((set) => set.patterns ?? []),
  },
];

/** The co-op API is called only through api-client's client: never with `fetch` directly. */
const fetchMessage =
  'Call the co-op API through @coop-portal/api-client (time-outs, response schemas, the error catalogue): `fetch` is for api-client, the demo backend, tests and scripts only.';

/** Where the demo backend may be imported. */
const demoAndTestFiles = [
  '**/*.test.{ts,tsx}',
  // The test helpers a folder's tests share (never imported by the package's own modules).
  '**/testing.{ts,tsx}',
  '**/*.stories.tsx',
  // The story decorators a package's stories share (never imported by the package's own modules).
  '**/src/storybook.tsx',
  '**/e2e/**',
  '.storybook/**',
  'scripts/**',
  '**/scripts/**',
  'apps/portal/src/startup/earlyStart.ts',
];

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
      'no-restricted-syntax': ['error', noNamedZod, noInnerHtml, noDynamicMocks],
      'no-restricted-imports': restrictImports(mocksOnlyInTests),
      'no-restricted-globals': ['error', { name: 'fetch', message: fetchMessage }],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].map((object) => ({
          object,
          property: 'fetch',
          message: fetchMessage,
        })),
      ],
    },
  },
  {
    // Tests, stories, e2e, Storybook, scripts and the portal's first script may load the demo backend
    // (the package arrows below still hold in ui, validation and api-client).
    files: demoAndTestFiles,
    rules: {
      'no-restricted-imports': 'off',
      'no-restricted-syntax': ['error', noNamedZod, noInnerHtml],
    },
  },
  {
    // api-client implements the calls; the demo backend answers them (and its fake payment
    // provider posts its forms); tests (e2e, and a story's play function) and scripts may fetch.
    files: [
      'packages/api-client/src/**',
      'packages/mocks/src/**',
      // The portal's first script sends the start-up reads exactly as api-client would, before
      // api-client has loaded; the portal's client reads those answers, checked as its own.
      'apps/portal/src/startup/earlyStart.ts',
      '**/*.test.{ts,tsx}',
      '**/*.stories.tsx',
      '**/e2e/**',
      'scripts/**',
      '**/scripts/**',
    ],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
  {
    // The package arrows, in every file of the package (tests and stories too).
    files: ['packages/ui/**/*.{ts,tsx,js,mjs}'],
    rules: { 'no-restricted-imports': restrictImports(uiArrows) },
  },
  {
    files: ['packages/validation/**/*.{ts,tsx,js,mjs}'],
    rules: { 'no-restricted-imports': restrictImports(validationArrows) },
  },
  {
    files: ['packages/api-client/**/*.{ts,tsx,js,mjs}'],
    rules: { 'no-restricted-imports': restrictImports(apiClientArrows) },
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
    rules: { 'no-restricted-syntax': ['error', noNamedZod, noDynamicMocks] },
  },
  {
    // Every page parses API answers with the contract's schemas: the API client's browser code uses
    // zod/mini (~10 KB gzip in the portal), never classic zod (~25 KB). Its tests may use either.
    files: ['packages/api-client/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.*'],
    rules: {
      'no-restricted-imports': restrictImports(apiClientZodMini, apiClientArrows),
      // A later no-restricted-syntax replaces the repo-wide one: its selectors are repeated here.
      'no-restricted-syntax': ['error', noNamedZod, noNamedZodMini, noInnerHtml, noDynamicMocks],
    },
  },
  {
    // The Quick Pay widget and the portal pages check every form with validation's schemas: its
    // browser code uses zod/mini too (~6 KB gzip), never classic zod (~26 KB). Its tests may use either.
    files: ['packages/validation/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.*'],
    rules: {
      'no-restricted-imports': restrictImports(validationZodMini, validationArrows),
      // A later no-restricted-syntax replaces the repo-wide one: its selectors are repeated here.
      'no-restricted-syntax': ['error', noNamedZod, noNamedZodMini, noInnerHtml, noDynamicMocks],
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['scripts/**', '**/*.config.{ts,js,mjs}', '**/scripts/**', '.storybook/main.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
);
