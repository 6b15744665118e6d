/**
 * A start-up failure an operator can act on (the data directory is taken, full, read-only...). Its
 * message is the whole story, one line naming the directory and the cause; server.ts and the admin
 * CLI print it as it is, without a stack trace.
 */
export class StartupError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'StartupError';
  }
}
