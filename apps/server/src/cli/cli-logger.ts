import type { FastifyBaseLogger } from 'fastify';

const err = (line: string) => process.stderr.write(`${line}\n`);

/** For the commands: the database layer's few log lines: warnings and errors reach stderr, the rest is quiet. */
export function cliLogger(): FastifyBaseLogger {
  const quiet = () => undefined;
  const loud = (level: string) => (first: unknown, message?: string) => {
    err(`${level}: ${typeof first === 'string' ? first : (message ?? '')}`);
  };
  const logger: FastifyBaseLogger = {
    level: 'warn',
    fatal: loud('fatal'),
    error: loud('error'),
    warn: loud('warning'),
    info: quiet,
    debug: quiet,
    trace: quiet,
    silent: quiet,
    child: () => logger,
  };
  return logger;
}
