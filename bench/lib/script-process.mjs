import { spawn } from 'node:child_process';

// Its own module, without the browser and server helpers of processes.mjs: the baseline scripts
// import it and run as those processes, so it must load nothing they would not.

/**
 * Runs one of the benches' own server scripts in a process of its own (`node ...nodeArgs script
 * ...args`, its stdout dropped) and resolves once `readyUrl` answers 2xx, or throws naming `what`
 * after 20 s or when it exits first. `close()` stops it and waits for it to exit.
 * @param {{ script: string, args?: string[], nodeArgs?: string[], readyUrl: string, what: string }} options
 * @returns {Promise<{ pid: number | undefined, close(): Promise<void> }>}
 */
export async function startScript({ script, args = [], nodeArgs = [], readyUrl, what }) {
  const child = spawn(process.execPath, [...nodeArgs, script, ...args], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(readyUrl)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGTERM');
      throw new Error(`${what} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    pid: child.pid,
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) resolve(undefined);
        else {
          child.once('exit', () => resolve(undefined));
          child.kill('SIGTERM');
        }
      }),
  };
}
