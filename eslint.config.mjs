// @ts-check
/**
 * One lint configuration for the whole repository (`npm run lint`, part of `npm test`).
 * Besides the recommended TypeScript and React-hooks rules it enforces the import boundaries
 * of docs/architecture.md: the front ends import no server code, the API imports no front-end
 * code, libs/shared depends on no app, and in the public site code flows
 * app → features → shared (components, lib, styles), with no feature importing another and no
 * import cycle.
 */
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

const PUBLIC = './public-web/src';
const API = './api/src';
/** The API's shared layers (docs/architecture.md, Inside the API); every other folder of api/src is a feature module. */
const API_BASE = ['common', 'cache', 'config', 'database', 'openapi'];
const apiModules = readdirSync(new URL('api/src', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !API_BASE.includes(entry.name))
  .map((entry) => entry.name);
const features = readdirSync(new URL('public-web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      '**/coverage/**',
      'public-web/public/**',
      // Written by api/scripts/openapi-metadata.mjs (docs/api.md, The OpenAPI document).
      'api/src/openapi/metadata.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // Lets import-x read TypeScript modules when it follows imports (cycles).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['public-web/tsconfig.json', 'admin-web/tsconfig.json', 'api/tsconfig.json'],
        }),
      ],
    },
    rules: {
      // `_name` marks a value left out on purpose (a field dropped from an answer).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './public-web', from: './api', message: 'The public site imports no server code.' },
            { target: './admin-web', from: './api', message: 'The back office imports no server code.' },
            { target: './public-web', from: './admin-web', message: 'The two front ends are separate apps.' },
            { target: './admin-web', from: './public-web', message: 'The two front ends are separate apps.' },
            { target: './api/src', from: ['./public-web', './admin-web'], message: 'The API imports no front-end code.' },
            { target: './libs/shared/src', from: ['./api', './public-web', './admin-web'], message: 'libs/shared depends on no app.' },
            // The public site's layers (docs/architecture.md, The public site).
            ...features.map((feature) => ({
              target: `${PUBLIC}/features/${feature}`,
              from: `${PUBLIC}/features`,
              except: [`./${feature}`],
              message: 'A feature does not import another feature: the route composing them passes what is needed.',
            })),
            {
              target: `${PUBLIC}/features`,
              from: `${PUBLIC}/app`,
              message: 'Features sit below the app: they do not import its routes or layout.',
            },
            {
              target: [`${PUBLIC}/components`, `${PUBLIC}/lib`, `${PUBLIC}/styles`],
              from: [`${PUBLIC}/app`, `${PUBLIC}/features`],
              message: 'Shared code sits below the features and the app.',
            },
            // The API's layers: the shared plumbing imports no feature module (the signed-in user's entity excepted, which rights and CRUD receive).
            ...apiModules.map((name) => ({
              target: [`${API}/common`, `${API}/cache`, `${API}/config`, `${API}/database`],
              from: `${API}/${name}`,
              except: name === 'users' ? ['./user.entity.ts'] : [],
              message: 'common/, cache/, config/ and database/ import no feature module.',
            })),
            {
              // Routes bind the interceptor through its own file's decorators (@PublicCache, @ClearsCache).
              target: ['keep', 'response-cache', 'serve-cached', 'cache-link', 'public-cache.decorator'].map((f) => `${API}/cache/${f}.ts`),
              from: `${API}/cache/cache.interceptor.ts`,
              message: "cache/ depends on nothing of the Nest interceptor's file.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['public-web/src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // Nest's and TypeORM's public entry points only: their internals change without notice.
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@nestjs/[^/]+/.+', message: 'Import @nestjs/* packages by their entry point, not their internals.' },
            { regex: '^typeorm/.+', message: 'Import typeorm by its entry point, not its internals.' },
          ],
        },
      ],
    },
  },
  {
    files: ['public-web/src/**/*.{ts,tsx}', 'admin-web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
