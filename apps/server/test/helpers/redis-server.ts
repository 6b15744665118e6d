import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createConnection } from 'node:net';

/**
 * A throw-away redis-server of the test's own (never the shared one), on loopback, without
 * persistence, that a fault test can stop and start again on the same port.
 */
export class DisposableRedis {
  private process: ChildProcess | undefined;

  constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  static available(): boolean {
    return spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
  }

  async start(): Promise<void> {
    // Something else answering there would be mistaken for ours, and never stop.
    if (await answers(this.port)) throw new Error(`port ${this.port} is already in use`);
    const child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    this.process = child;
    const deadline = Date.now() + 10_000;
    while (!(await answers(this.port))) {
      if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
      if (Date.now() > deadline) throw new Error(`redis-server did not answer on ${this.port}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /**
   * Freezes it (SIGSTOP): connections stay open and commands are accepted by the kernel but not
   * answered, as with a Redis that hangs. `resume` lets it run on, answering what was sent meanwhile.
   */
  pause(): void {
    this.process?.kill('SIGSTOP');
  }

  resume(): void {
    this.process?.kill('SIGCONT');
  }

  /** Stops it and waits for the process to be gone, so the port refuses connections. */
  async stop(): Promise<void> {
    const child = this.process;
    this.process = undefined;
    if (child?.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.end('PING\r\n');
      resolve(true);
    });
    socket.once('error', () => {
      resolve(false);
    });
  });
}
