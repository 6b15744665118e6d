import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Child processes of a deployment suite (servers, Redis, nginx) with their output kept for the
 * failure message, and a clean-up list that undoes everything a suite set up, even after a failure.
 */

/** The last lines a process wrote, to show why it stopped or never became ready. */
const OUTPUT_KEPT_CHARS = 8_000;

export interface Child {
  readonly name: string;
  readonly process: ChildProcess;
  /** stdout and stderr so far (the last few KB). */
  output(): string;
}

/** Every child still running, killed if the test process exits without cleaning up. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export function startProcess(
  name: string,
  command: string,
  args: readonly string[],
  env: Readonly<Record<string, string>> = {},
): Child {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_KEPT_CHARS);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return { name, process: child, output: () => output };
}

/** Resolves once `ready()` is true; throws with the child's output if it exits or `timeoutMs` passes. */
export async function waitUntilReady(
  child: Child,
  ready: () => Promise<boolean>,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null || child.process.signalCode !== null) {
      throw new Error(
        `${child.name} exited (${String(child.process.exitCode ?? child.process.signalCode)}) before it was ready:\n${child.output()}`,
      );
    }
    try {
      if (await ready()) return;
    } catch {
      // not answering yet
    }
    await sleep(100);
  }
  throw new Error(`${child.name} was not ready after ${timeoutMs} ms:\n${child.output()}`);
}

/** Stops a child (SIGTERM, then SIGKILL after `graceMs`) and waits until it has exited. */
export async function stopProcess(child: Child, graceMs = 10_000): Promise<void> {
  const { process: proc } = child;
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  proc.kill('SIGTERM');
  const timer = setTimeout(() => proc.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/**
 * Undo steps, run newest first; every step runs even when an earlier one fails, and the first
 * failure is raised at the end.
 */
export class CleanUp {
  private readonly steps: (() => Promise<void>)[] = [];

  add(step: () => Promise<void>): void {
    this.steps.push(step);
  }

  async run(): Promise<void> {
    const failures: unknown[] = [];
    for (const step of this.steps.splice(0).reverse()) {
      try {
        await step();
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length > 0) throw failures[0];
  }
}
