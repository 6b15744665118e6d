import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const REPO_ROOT_URL = new URL('../../../../', import.meta.url);
const REPO_ROOT = fileURLToPath(REPO_ROOT_URL);
const TSX = fileURLToPath(new URL('node_modules/.bin/tsx', REPO_ROOT_URL));

export interface CliResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs the admin command from the repository root, with `input` piped to stdin and the database
 * environment of `env`: through `npm run admin -- ARGS` as an operator would when `viaNpm`, else
 * straight through tsx, which is the script's command and saves npm's start-up on a busy machine.
 */
export function runAdminCli(
  args: readonly string[],
  input: string,
  env: Readonly<Record<string, string>>,
  { viaNpm = false } = {},
): Promise<CliResult> {
  const [command, commandArgs] = viaNpm
    ? ['npm', ['run', '--silent', 'admin', '--', ...args]]
    : [TSX, ['--conditions=source', 'apps/server/src/cli/admin.ts', ...args]];
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, {
      cwd: REPO_ROOT,
      // Empty values count as unset, so nothing from the test process's own environment leaks in.
      env: { ...process.env, DATABASE_URL: '', ADMIN_EMAIL: '', ADMIN_PASSWORD: '', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      resolve({ code, stdout, stderr: stderr.replace(/^npm warn.*\n/gm, '') });
    });
    child.stdin.end(input);
  });
}
