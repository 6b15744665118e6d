// Proves the import-boundary rules of eslint.config.js still do their job (decisions 025, 026, 094):
// lints in-memory files planted inside the tree, each breaking one rule of docs/ARCHITECTURE.md,
// plus allowed imports that must stay clean. Nothing is written to disk. Exits 1 naming any case
// that does not behave as the architecture says, so a loosened rule cannot pass unnoticed.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const BOUNDARY = 'boundaries/dependencies';
const RELATIVE_PACKAGE = 'import-x/no-relative-packages';
const UNDECLARED = 'import-x/no-extraneous-dependencies';
const ZOD_IN_SHELL = '@typescript-eslint/no-restricted-imports';
const TEST_FIXTURES = 'no-restricted-imports';

/**
 * `file` is where the planted code pretends to live; `expect` is the rule that must report it, or
 * null when the import is allowed and no boundary or dependency rule may report anything.
 */
const cases = [
  {
    name: 'domain importing engine',
    file: 'packages/domain/src/planted.ts',
    code: "import { recommend } from '@transmission-spec/engine';",
    expect: BOUNDARY,
  },
  {
    name: 'a domain test importing engine',
    file: 'packages/domain/src/planted.test.ts',
    code: "import { recommend } from '@transmission-spec/engine';",
    expect: BOUNDARY,
  },
  {
    name: 'engine importing server source',
    file: 'packages/engine/src/planted.ts',
    code: "import { loadConfig } from '../../../apps/server/src/config/env';",
    expect: BOUNDARY,
  },
  {
    name: 'engine importing web source',
    file: 'packages/engine/src/planted.ts',
    code: "import { apiGet } from '../../../apps/web/src/lib/api-client';",
    expect: BOUNDARY,
  },
  {
    name: 'web importing server source',
    file: 'apps/web/src/lib/planted.ts',
    code: "import { loadConfig } from '../../../server/src/config/env';",
    expect: BOUNDARY,
  },
  {
    name: 'a feature importing another feature',
    file: 'apps/web/src/features/survey/planted.ts',
    code: "import { useCreateSpec } from '../specs/api/specs-api';",
    expect: BOUNDARY,
  },
  {
    name: 'components importing a feature',
    file: 'apps/web/src/components/planted.ts',
    code: "import { SURVEY_TITLE } from '../features/survey/survey-text';",
    expect: BOUNDARY,
  },
  {
    name: 'lib importing app',
    file: 'apps/web/src/lib/planted.ts',
    code: "import { routes } from '../app/router';",
    expect: BOUNDARY,
  },
  {
    name: 'a relative import into another package',
    file: 'apps/server/src/planted.ts',
    code: "import { MESSAGES } from '../../../packages/domain/src/index';",
    expect: RELATIVE_PACKAGE,
  },
  {
    name: 'an undeclared dependency',
    file: 'apps/web/src/lib/planted.ts',
    code: "import Fastify from 'fastify';",
    expect: UNDECLARED,
  },
  {
    name: "a web feature's *-testing helper importing another feature",
    file: 'apps/web/src/features/admin/planted-testing.ts',
    code: "import { useCreateSpec } from '../specs/api/specs-api';",
    expect: BOUNDARY,
  },
  // The server's layers (decision 091).
  {
    name: 'a route importing a repository',
    file: 'apps/server/src/modules/specs/planted.routes.ts',
    code: "import { findSpec } from './spec.repository';",
    expect: BOUNDARY,
  },
  {
    name: 'a route importing the database',
    file: 'apps/server/src/modules/specs/planted.routes.ts',
    code: "import { openDatabase } from '../../db/database';",
    expect: BOUNDARY,
  },
  {
    name: 'a route importing the database schema',
    file: 'apps/server/src/modules/transmission/planted.routes.ts',
    code: "import { surveyResults } from '../../db/schema/index';",
    expect: BOUNDARY,
  },
  {
    name: 'a plugin importing a module',
    file: 'apps/server/src/plugins/planted.ts',
    code: "import { TOKEN_COOKIES } from '../modules/identity/session/token-cookies';",
    expect: BOUNDARY,
  },
  {
    name: "a plugin importing a module's service",
    file: 'apps/server/src/plugins/planted.ts',
    code: "import { findUserById } from '../modules/accounts/user.service';",
    expect: BOUNDARY,
  },
  {
    name: "a module importing another module's repository",
    file: 'apps/server/src/modules/identity/planted.ts',
    code: "import { findUserById } from '../accounts/user.repository';",
    expect: BOUNDARY,
  },
  {
    name: "a repository importing another module's repository",
    file: 'apps/server/src/modules/spec-share/planted.repository.ts',
    code: "import { findSpec } from '../specs/spec.repository';",
    expect: BOUNDARY,
  },
  {
    name: 'db importing a module',
    file: 'apps/server/src/db/seed/planted.ts',
    code: "import { insertFamily } from '../../modules/transmission/transmission-family.repository';",
    expect: BOUNDARY,
  },
  {
    name: 'db importing a plugin',
    file: 'apps/server/src/db/planted.ts',
    code: "import { authPlugin } from '../plugins/auth';",
    expect: BOUNDARY,
  },
  {
    name: 'a domain module of the web shell importing zod (decision 075)',
    file: 'packages/domain/src/common/enums.ts',
    code: "import { z } from 'zod';",
    expect: ZOD_IN_SHELL,
  },
  {
    name: 'a domain module of the web shell importing zod/mini (decision 075)',
    file: 'packages/domain/src/web/shell-answers.ts',
    code: "import * as z from 'zod/mini';",
    expect: ZOD_IN_SHELL,
  },
  {
    name: 'a domain module of the web shell importing zod types (allowed)',
    file: 'packages/domain/src/web/api-error.ts',
    code: "import type { z } from 'zod';",
    expect: null,
  },
  {
    name: 'a web page importing the domain test fixtures (decision 094)',
    file: 'apps/web/src/app/routes/planted.tsx',
    code: "import { goldenAnswers } from '@transmission-spec/domain/testing';",
    expect: TEST_FIXTURES,
  },
  {
    name: 'server code importing the domain test fixtures (decision 094)',
    file: 'apps/server/src/planted.ts',
    code: "import { goldenAnswers } from '@transmission-spec/domain/testing';",
    expect: TEST_FIXTURES,
  },
  {
    name: 'a domain module importing its test fixtures by path (decision 094)',
    file: 'packages/domain/src/survey/planted.ts',
    code: "import { goldenAnswers } from '../testing/sample-answers.js';",
    expect: TEST_FIXTURES,
  },
  {
    name: 'a web test importing the domain test fixtures (allowed)',
    file: 'apps/web/src/lib/pdf/planted.test.ts',
    code: "import { goldenAnswers } from '@transmission-spec/domain/testing';",
    expect: null,
  },
  {
    name: 'a server test importing the domain test fixtures (allowed)',
    file: 'apps/server/test/planted.test.ts',
    code: "import { goldenAnswers } from '@transmission-spec/domain/testing';",
    expect: null,
  },
  {
    name: 'a browser journey importing the domain test fixtures (allowed)',
    file: 'e2e/fixtures/planted.ts',
    code: "import { goldenAnswers } from '@transmission-spec/domain/testing';",
    expect: null,
  },
  {
    name: 'a web page importing a domain subject entry (allowed)',
    file: 'apps/web/src/app/routes/planted.tsx',
    code: "import { WEB_ROUTE_PATHS } from '@transmission-spec/domain/web';",
    expect: null,
  },
  {
    name: 'a feature importing lib (allowed)',
    file: 'apps/web/src/features/survey/planted.ts',
    code: "import { apiGet } from '../../lib/api-client';",
    expect: null,
  },
  {
    name: 'app importing a feature (allowed)',
    file: 'apps/web/src/app/routes/planted.tsx',
    code: "import { SURVEY_TITLE } from '../../features/survey/survey-text';",
    expect: null,
  },
  {
    name: 'web importing engine (allowed: it is pure, issue 14)',
    file: 'apps/web/src/features/survey/planted.ts',
    code: "import { engineeringCheck } from '@transmission-spec/engine';",
    expect: null,
  },
  {
    name: "a web feature's *-testing helper importing the test render helpers (allowed)",
    file: 'apps/web/src/features/admin/planted-testing.ts',
    code: "import { renderApp } from '../../testing/render-app';",
    expect: null,
  },
  {
    name: 'a route importing its own service (allowed)',
    file: 'apps/server/src/modules/specs/planted.routes.ts',
    code: "import { createSpecService } from './spec.service';",
    expect: null,
  },
  {
    name: 'a service importing its own repository (allowed)',
    file: 'apps/server/src/modules/specs/planted.service.ts',
    code: "import { findSpec } from './spec.repository';",
    expect: null,
  },
  {
    name: "a service importing another module's service (allowed)",
    file: 'apps/server/src/modules/registration/planted.service.ts',
    code: "import { findUserByEmail } from '../accounts/user.service';",
    expect: null,
  },
  {
    name: 'a module using a cross-cutting plugin (allowed)',
    file: 'apps/server/src/modules/identity/planted.ts',
    code: "import { isApiRequest } from '../../plugins/api-request';",
    expect: null,
  },
  {
    name: 'app.ts wiring a module (allowed)',
    file: 'apps/server/src/app.ts',
    code: "import { identityPlugin } from './modules/identity/identity.plugin';",
    expect: null,
  },
  {
    name: 'server importing engine (allowed)',
    file: 'apps/server/src/planted.ts',
    code: "import { recommend } from '@transmission-spec/engine';",
    expect: null,
  },
];

const watched = new Set([BOUNDARY, RELATIVE_PACKAGE, UNDECLARED, ZOD_IN_SHELL, TEST_FIXTURES]);

const eslint = new ESLint({
  cwd: root,
  // Only the rules under test run, and without type information: the planted files exist only in
  // memory, and the type-aware rules are `npm run lint`'s job.
  ruleFilter: ({ ruleId }) => watched.has(ruleId),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
});

const failures = [];
for (const { name, file, code, expect } of cases) {
  // Using the import keeps the planted file free of unused-import noise.
  const text = `${code}\nexport const planted = [${code.match(/import \{?\s*(\w+)/)?.[1] ?? ''}];\n`;
  const results = await eslint.lintText(text, { filePath: path.join(root, file) });
  const messages = results.flatMap((result) => result.messages);
  const fatal = messages.filter((message) => message.fatal === true);
  const reported = messages.flatMap((message) =>
    message.ruleId !== null && watched.has(message.ruleId) ? [message.ruleId] : [],
  );
  const ok =
    fatal.length === 0 && (expect === null ? reported.length === 0 : reported.includes(expect));
  if (!ok) {
    const what =
      fatal.length > 0
        ? `could not be linted: ${fatal.map((message) => message.message).join('; ')}`
        : expect === null
          ? `should pass but was reported by ${reported.join(', ')}`
          : `should be reported by ${expect} but ${reported.length === 0 ? 'nothing reported it' : `only ${reported.join(', ')} did`}`;
    failures.push(`${name} (${file}): ${what}`);
  }
}

if (failures.length > 0) {
  console.error(
    `${failures.length} of ${cases.length} boundary cases do not behave as the architecture says:`,
  );
  for (const failure of failures) console.error(`  - ${failure}`);
  process.exit(1);
}
console.log(`All ${cases.length} boundary cases behave as the architecture says.`);
