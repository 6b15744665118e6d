// Type-checks every workspace against source (the `source` export condition), so no build is needed first.
import { execFileSync } from 'node:child_process';

const projects = [
  'packages/domain',
  'packages/engine',
  'apps/server',
  'apps/web',
  'e2e',
  'bench',
  'scripts',
  '.',
];
for (const project of projects) {
  process.stdout.write(`typecheck ${project}\n`);
  execFileSync('npx', ['tsc', '--noEmit', '-p', project], { stdio: 'inherit' });
}
