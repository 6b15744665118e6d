import { ensurePgliteTemplate, PGLITE_TEMPLATE_PATH } from './pglite-template.js';

// Command-line entry for the build: `node apps/server/dist/db/make-pglite-template.js`.
const made = await ensurePgliteTemplate();
process.stdout.write(
  made ? `made ${PGLITE_TEMPLATE_PATH}\n` : `embedded database template is up to date\n`,
);
