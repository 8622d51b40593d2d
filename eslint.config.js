// `npm run lint`. typescript-eslint without type information keeps it fast; `npm run typecheck`
// does the type checking.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB_SRC = 'apps/web/src';

/** `dir` and every folder below it, relative to the repository root. */
function foldersUnder(dir) {
  const full = path.join(import.meta.dirname, dir);
  if (!fs.existsSync(full)) return [];
  const children = fs.readdirSync(full, { withFileTypes: true }).filter((e) => e.isDirectory());
  return [dir, ...children.flatMap((e) => foldersUnder(`${dir}/${e.name}`))];
}

/**
 * Selectors every file is held to. `no-restricted-syntax` takes one list per file (a later block
 * replaces it), so the blocks below that add selectors of their own repeat these.
 */
const RESTRICTED_SYNTAX = [
  // No barrel files (STYLE.md): a name is imported from the file that defines it.
  { selector: 'ExportAllDeclaration', message: 'No barrel files: import from the file that defines the name (STYLE.md).' },
  {
    // A replacement string reads `$&`, `$'` and `` $` `` in the text put in as patterns (issue 35).
    selector: "CallExpression[callee.property.name=/^replace(All)?$/][arguments.1.type='TemplateLiteral'][arguments.1.expressions.length>0]",
    message: 'Put text into a string with a replacer function, (…) => `…`: a replacement string reads $& and its kin in the text as patterns.',
  },
];

/** `import(…)` of a path `regex` matches, written as a string or a template without `${}` before the match. */
const dynamicImportOf = (regex) => {
  const re = regex.replaceAll('/', '\\/');
  return `ImportExpression:matches([source.value=/${re}/], [source.quasis.0.value.raw=/${re}/])`;
};

/**
 * Imports in the web client flow one way, lib -> components -> features -> app, and a feature does
 * not import another (STYLE.md). `no-restricted-imports` sees only the import string, so each
 * folder gets the relative paths of the folders it must not reach; `no-restricted-syntax` holds
 * `import()` to the same paths. Folders are read at lint time, so a new one is covered without
 * editing this file.
 */
function importBoundaries() {
  const app = `${WEB_SRC}/app`;
  const components = `${WEB_SRC}/components`;
  const features = `${WEB_SRC}/features`;
  const featureFolders = fs
    .readdirSync(path.join(import.meta.dirname, features), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => `${features}/${e.name}`);
  const layers = [
    { folder: `${WEB_SRC}/lib`, forbidden: () => [app, components, features] },
    { folder: components, forbidden: () => [app, features] },
    ...featureFolders.map((own) => ({ folder: own, forbidden: () => [app, ...featureFolders.filter((f) => f !== own)] })),
  ];
  return layers.flatMap(({ folder: layer, forbidden }) =>
    foldersUnder(layer).map((folder) => {
      const patterns = forbidden().map((target) => ({
        regex: `^${path.posix.relative(folder, target).replaceAll('.', '\\.')}/`,
        message: `${layer.slice(WEB_SRC.length + 1)} must not import from ${target.slice(WEB_SRC.length + 1)} (imports flow lib -> components -> features -> app; a feature does not import another).`,
      }));
      return {
        files: [`${folder}/*.{ts,tsx}`],
        rules: {
          'no-restricted-imports': ['error', { patterns }],
          'no-restricted-syntax': ['error', ...RESTRICTED_SYNTAX, ...patterns.map(({ regex, message }) => ({ selector: dynamicImportOf(regex), message }))],
        },
      };
    }),
  );
}

export default defineConfig(
  { ignores: ['**/dist/**', '**/test-results/**', '.tmp/**', 'data/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // A leading underscore marks a name kept on purpose (a destructured-away field, a props type
      // carrier), the same convention TypeScript's noUnused* checks follow.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  { rules: { 'no-restricted-syntax': ['error', ...RESTRICTED_SYNTAX] } },
  {
    // Routes reach the data only through the repositories on the app (plugins/app/repositories.ts):
    // no `app.db`, no query builder, no tables (issue 36).
    files: ['apps/server/src/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^drizzle-orm(/|$)', message: 'Routes reach the data through a repository on the app, not drizzle-orm (plugins/app/repositories.ts).' },
            {
              regex: '(^|/)db/(schema|client)\\.ts$',
              message: 'Routes reach the data through a repository on the app, not the tables or the client (plugins/app/repositories.ts).',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        ...RESTRICTED_SYNTAX,
        {
          selector: "MemberExpression[computed=false][property.name='db']",
          message: 'Routes reach the data through a repository on the app, not app.db (plugins/app/repositories.ts).',
        },
        {
          selector: "ObjectPattern > Property[key.name='db']",
          message: 'Routes reach the data through a repository on the app, not app.db (plugins/app/repositories.ts).',
        },
      ],
    },
  },
  {
    // Tests read parsed JSON answers loosely, as app.inject's res.json() (typed any) does.
    files: ['**/test/**/*.ts', '**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  { files: ['eslint.config.js'], languageOptions: { globals: globals.node } },
  { files: ['apps/web/public/**/*.js'], languageOptions: { globals: globals.browser, sourceType: 'script' } },
  importBoundaries(),
  {
    // No import cycles in the product's code (issue 36): a room imports only rooms below it.
    // Imports of types alone are not followed: they vanish from the running code.
    files: ['apps/server/src/**/*.{ts,tsx}', 'apps/web/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Imports name their `.ts` files; `@volunteering/shared/*` resolves through the workspace link and its exports.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'], conditionNames: ['import', 'default'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
