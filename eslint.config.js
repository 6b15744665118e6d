// One lint gate for every workspace: type-aware TypeScript rules as errors, React hooks and
// jsx-a11y for the web app, and the architecture's import boundaries (docs/ARCHITECTURE.md,
// decisions 025 and 026). `npm run lint` fails on any warning; `npm run lint:boundaries` proves
// the boundary rules still catch a planted violation of each kind.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import boundaries from 'eslint-plugin-boundaries';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

// Workspace packages resolve to their source (the `source` export condition), as TypeScript,
// vite and vitest resolve them, so no build is needed before lint.
const resolverOptions = {
  project: [
    'packages/*/tsconfig.json',
    'apps/*/tsconfig.json',
    'e2e/tsconfig.json',
    'bench/tsconfig.json',
    'scripts/tsconfig.json',
  ],
  conditionNames: ['source', 'types', 'import', 'require', 'node', 'default'],
  alwaysTryTypes: true,
  noWarnOnMultipleProjects: true,
};

/**
 * The parts of the repository the boundary rules know, as folders from the repository root
 * (partialMatch: false). The first matching pattern wins, so the web app's folders come before
 * the web workspace as a whole.
 */
const elements = [
  { type: 'domain', pattern: 'packages/domain' },
  { type: 'engine', pattern: 'packages/engine' },
  // The server by layer (decision 091): a module's routes, its repositories (files by name, the
  // module captured), the rest of the module (plugin, service, helpers), then the folders.
  { type: 'server-test', pattern: 'apps/server/test' },
  { type: 'server-test', pattern: 'apps/server/src/**/*.test.ts', mode: 'full' },
  {
    type: 'server-routes',
    pattern: 'apps/server/src/modules/*/**/*.routes.ts',
    mode: 'full',
    capture: ['module'],
  },
  {
    type: 'server-repository',
    pattern: 'apps/server/src/modules/*/**/*.repository.ts',
    mode: 'full',
    capture: ['module'],
  },
  { type: 'server-module', pattern: 'apps/server/src/modules/*', capture: ['module'] },
  { type: 'server-plugins', pattern: 'apps/server/src/plugins' },
  { type: 'server-db', pattern: 'apps/server/src/db' },
  // The composition root: it wires plugins and modules together.
  { type: 'server-app', pattern: 'apps/server/src/{app,server}.ts', mode: 'full' },
  { type: 'server-app', pattern: 'apps/server/src/cli' },
  // config, errors, logging, rich-text: leaves every layer may use.
  { type: 'server-shared', pattern: 'apps/server/src' },
  // The workspace's configs and scripts.
  { type: 'server-root', pattern: 'apps/server' },
  { type: 'web-app', pattern: 'apps/web/src/app' },
  // A feature's *-testing helper: its own feature plus the test render helpers, never another feature.
  {
    type: 'web-feature-testing',
    pattern: 'apps/web/src/features/*/**/*-testing.{ts,tsx}',
    mode: 'full',
    capture: ['feature'],
  },
  { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
  { type: 'web-components', pattern: 'apps/web/src/components' },
  { type: 'web-lib', pattern: 'apps/web/src/lib' },
  { type: 'web-testing', pattern: 'apps/web/src/testing' },
  // main.tsx, theme.ts and the vite/vitest configs.
  { type: 'web-root', pattern: 'apps/web' },
  { type: 'e2e', pattern: 'e2e' },
  { type: 'bench', pattern: 'bench' },
  { type: 'scripts', pattern: 'scripts' },
].map((element) =>
  // A file pattern (mode 'full') is matched against the whole path from the root already.
  element.mode === 'full' ? element : { ...element, partialMatch: false },
);

/** What every server layer may use: cross-cutting plugins, config/errors/logging, the packages. */
const SERVER_LEAVES = ['server-plugins', 'server-shared', 'engine', 'domain'];
const SERVER_ALL = [
  'server-test',
  'server-routes',
  'server-repository',
  'server-module',
  'server-plugins',
  'server-db',
  'server-app',
  'server-shared',
  'server-root',
  'engine',
  'domain',
];

const allow = (from, to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to } } } },
});

/**
 * Who may import whom (ARCHITECTURE.md: domain <- engine <- server, domain <- engine <- web). The web
 * app may use the pure engine (the engineering check, issue 14) but never the server.
 */
const boundaryPolicies = [
  allow('domain', ['domain']),
  allow('engine', ['engine', 'domain']),
  // Server: routes -> service -> repository inside a module; a module uses another only through
  // its services (never its repositories); plugins are cross-cutting and know no module; db/ knows
  // no module; only app.ts, server.ts and the CLI wire modules together (decision 091).
  {
    from: { element: { type: 'server-routes' } },
    allow: {
      to: [
        {
          element: {
            type: 'server-routes',
            captured: { module: '{{from.element.captured.module}}' },
          },
        },
        { element: { type: 'server-module' } },
        { element: { types: { anyOf: SERVER_LEAVES } } },
      ],
    },
  },
  {
    from: { element: { types: { anyOf: ['server-module', 'server-repository'] } } },
    allow: {
      to: [
        {
          element: {
            types: { anyOf: ['server-repository', 'server-routes'] },
            captured: { module: '{{from.element.captured.module}}' },
          },
        },
        { element: { type: 'server-module' } },
        { element: { types: { anyOf: [...SERVER_LEAVES, 'server-db'] } } },
      ],
    },
  },
  // The db plugin opens the database; no plugin reaches a module.
  allow('server-plugins', [...SERVER_LEAVES, 'server-db']),
  allow('server-db', ['server-db', 'server-shared', 'engine', 'domain']),
  allow('server-shared', ['server-shared', 'engine', 'domain']),
  allow('server-app', SERVER_ALL),
  allow('server-test', SERVER_ALL),
  allow('server-root', SERVER_ALL),
  // Web: app -> features -> shared (components, lib); features never import each other.
  allow('web-root', ['web-root', 'web-app', 'web-components', 'web-lib', 'domain', 'engine']),
  allow('web-app', [
    'web-app',
    'web-feature',
    'web-components',
    'web-lib',
    'web-root',
    'domain',
    'engine',
  ]),
  {
    from: { element: { type: 'web-feature' } },
    allow: {
      to: [
        {
          element: {
            type: 'web-feature',
            captured: { feature: '{{from.element.captured.feature}}' },
          },
        },
        {
          element: {
            types: { anyOf: ['web-components', 'web-lib', 'web-root', 'domain', 'engine'] },
          },
        },
      ],
    },
  },
  {
    from: { element: { type: 'web-feature-testing' } },
    allow: {
      to: [
        {
          element: {
            type: 'web-feature',
            captured: { feature: '{{from.element.captured.feature}}' },
          },
        },
        {
          element: {
            types: {
              anyOf: ['web-testing', 'web-components', 'web-lib', 'web-root', 'domain', 'engine'],
            },
          },
        },
      ],
    },
  },
  allow('web-components', ['web-components', 'web-lib', 'web-root', 'domain', 'engine']),
  allow('web-lib', ['web-lib', 'web-components', 'web-root', 'domain', 'engine']),
  // Test support renders the whole app, so it may reach everything in the web app.
  allow('web-testing', [
    'web-testing',
    'web-app',
    'web-feature',
    'web-components',
    'web-lib',
    'web-root',
    'domain',
    'engine',
  ]),
  allow('e2e', ['e2e', 'domain']),
  allow('bench', ['bench', 'domain', 'engine']),
  allow('scripts', ['scripts']),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '**/coverage/**',
      'e2e/artifacts/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [...tseslint.configs.strictTypeChecked, ...tseslint.configs.stylisticTypeChecked],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest'], jsxA11y.flatConfigs.strict],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Decision 075: the domain modules the web app's shell reads on every page carry no zod at run
    // time, so the landing page does not load it (zod's types leave no code and stay allowed).
    files: [
      'packages/domain/src/common/{enums,messages,limits,units}.ts',
      'packages/domain/src/accounts/roles.ts',
      'packages/domain/src/web/{shell-answers,api-error,csrf}.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^zod(/.*)?$',
              allowTypeImports: true,
              message:
                'The web app shell reads this module on every page: keep zod out (decision 075).',
            },
          ],
        },
      ],
    },
  },
  {
    // Decision 094: the domain's test fixtures (the golden survey answers) are an entry of their own,
    // @transmission-spec/domain/testing, that shipped code never imports. Tests, *-testing helpers
    // and testing folders may; so may e2e, bench and the server's test folder (outside src).
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*-testing.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@transmission-spec/domain/testing(/.*)?$',
              message: 'Test fixtures are for tests only (decision 094).',
            },
            {
              // The domain's own files reach the folder by a relative path.
              regex: '^\\.\\.?/(.+/)?testing(/.*)?$',
              message: 'Test support is for tests only (decision 094).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { boundaries, 'import-x': importX },
    settings: {
      'boundaries/elements': elements,
      'boundaries/root-path': import.meta.dirname,
      // The web app's tests may cross its folders: a test drives the whole app (renderApp) or
      // plants data from another feature to check this one. A *-testing helper is its folder's
      // code like any other (issue 27), and tests elsewhere keep the package direction.
      'boundaries/ignore': ['apps/web/src/**/*.test.{ts,tsx}'],
      'boundaries/legacy-templates': false,
      // The server's file elements use `mode: 'full'` (a file pattern from the root), which v7 still
      // supports but announces as deprecated on every run.
      'boundaries/legacy-warnings': false,
      'import/resolver': { typescript: resolverOptions },
      'import-x/resolver-next': [createTypeScriptImportResolver(resolverOptions)],
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: boundaryPolicies }],
      // No reaching into another workspace by a relative path: import it by its package name.
      'import-x/no-relative-packages': 'error',
      // Each workspace declares what it imports (decision 026); tests and tooling may use the
      // workspace's devDependencies, shipped code only its dependencies.
      'import-x/no-extraneous-dependencies': [
        'error',
        {
          devDependencies: [
            '**/*.test.{ts,tsx}',
            '**/*-testing.{ts,tsx}',
            '**/test/**',
            '**/testing/**',
            '**/vite.config.ts',
            'apps/web/vite/**',
            '**/vitest.config.ts',
            '**/vitest.*.config.ts',
            '**/drizzle.config.ts',
            '**/scripts/**',
            'e2e/**',
            'bench/**',
            'eslint.config.js',
            'vitest.config.ts',
          ],
          includeTypes: true,
        },
      ],
    },
  },
);
