// The rules that hold the layout (docs/architecture.md, "Boundaries") and the code's conventions
// (CONTRIBUTING.md). `npm run lint` runs it; `npm test` fails on any error.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;
const folders = (relative) =>
  fs
    .readdirSync(path.join(ROOT, relative), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Each web feature may import shared code (api, components, lib) but neither app/ nor another feature. */
const webFeatureZones = folders('packages/web/src/features').flatMap((feature) => [
  {
    target: `./packages/web/src/features/${feature}`,
    from: './packages/web/src/features',
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move what both need to lib/ or components/.',
  },
]);

/** Modules that reach outside the process: the database, files, the network, other processes. */
const IO_MODULES = [
  'kysely',
  'pg',
  'better-sqlite3',
  'nodemailer',
  'node:fs',
  'node:fs/promises',
  'node:net',
  'node:http',
  'node:https',
  'node:child_process',
  'node:worker_threads',
  'fs',
  'fs/promises',
  'net',
  'http',
  'https',
  'child_process',
];

/** Constructs refused everywhere: an escape from the types, and a test run alone that hides the others. */
const EVERYWHERE_SYNTAX = [
  { selector: 'TSAsExpression > TSAnyKeyword', message: 'No `as any`: say what the value is.' },
  {
    selector: "MemberExpression[object.name=/^(it|describe|test)$/][property.name='only']",
    message: 'No `.only`: a committed `.only` skips every other test.',
  },
];

/**
 * An API path is written once, in the contract's route table: elsewhere a call names its route
 * (`requestTo(apiRoutes.tags.save)`, `callEndpoint(apiEndpoints.tags.save, …)`), so a path changes in one place.
 * `\x2F` is a slash: a selector's pattern cannot hold one as it is. Versioned paths (`/api/v3/…`) are a
 * price provider's, not Hearth's, whose paths carry no version.
 */
const API_PATH_MESSAGE =
  "An API path lives once, in the contract's route table (packages/contract/src/api-routes.ts): name its route.";
const API_PATH_SYNTAX = [
  { selector: 'Literal[value=/^\\x2Fapi\\x2F(?!v\\d)/]', message: API_PATH_MESSAGE },
  { selector: 'TemplateElement[value.raw=/^\\x2Fapi\\x2F(?!v\\d)/]', message: API_PATH_MESSAGE },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'packages/web/dist-*/**',
      'bench/.data/**',
      'e2e/.data*/**',
      'playwright-report/**',
      'test-results/**',
      '.tsbuild/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: 'tsconfig.json',
        }),
      ],
    },
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'separate-type-imports', disallowTypeAnnotations: false },
      ],
      'no-restricted-syntax': ['error', ...EVERYWHERE_SYNTAX, ...API_PATH_SYNTAX],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The rules of hooks. The React Compiler's own rules (refs read while rendering, state set in an
      // effect…) are left off: Hearth is not compiled with it, and its latest-value refs are deliberate.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Money on screen is written in the family's currency and the reader's separators (docs/money.md).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@hearth/contract',
              importNames: ['formatAmount', 'formatMoney'],
              message: "Write money with lib/money-display: the family's currency, the reader's separators.",
            },
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatureZones,
            {
              target: './packages/web/src/features',
              from: './packages/web/src/app',
              message: 'A feature does not import app/: what it shares with app/ lives in lib/.',
            },
            {
              target: ['./packages/web/src/lib', './packages/web/src/components', './packages/web/src/api'],
              from: ['./packages/web/src/app', './packages/web/src/features'],
              message: 'Shared code (lib, components, api) imports neither app/ nor a feature.',
            },
          ],
        },
      ],
    },
  },
  {
    // The contract and the server's domain are pure: they compute, and leave the reading and writing to others.
    files: ['packages/contract/src/**/*.ts', 'packages/server/src/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: IO_MODULES.map((name) => ({ name, message: 'domain/ and the contract do no I/O.' })) },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/server/src/domain',
              from: ['./packages/server/src/db', './packages/server/src/features', './packages/server/src/platform'],
              message: 'domain/ does no I/O: it takes values and answers values.',
            },
          ],
        },
      ],
    },
  },
  {
    // Routes read the request and answer it; what they ask of the database lives in the feature's service.
    files: ['packages/server/src/features/**/routes.ts', 'packages/server/src/features/**/*-routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['kysely', 'pg', 'better-sqlite3'].map((name) => ({
            name,
            message: 'Routes hold no SQL: query in the service.',
          })),
        },
      ],
      'no-restricted-syntax': [
        'error',
        ...EVERYWHERE_SYNTAX,
        ...API_PATH_SYNTAX,
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|transaction)$/]',
          message: 'Routes hold no SQL: query in the service.',
        },
      ],
    },
  },
  {
    // The route table itself, the one place API paths are written, and its test against the spec's list.
    files: ['packages/contract/src/api-routes.ts', 'packages/contract/src/api-routes.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...EVERYWHERE_SYNTAX] },
  },
);
