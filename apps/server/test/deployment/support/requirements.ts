import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { describe, it } from 'vitest';

/**
 * A suite's system requirements: the programs it runs and the PostgreSQL it creates a database on.
 * Missing ones skip the suite on a developer's machine and FAIL it under CI=true, like the PostgreSQL
 * tier of the integration tests: CI must not pass on what it never ran.
 */

/** The absolute path of `program` on PATH or in the sbin folders Debian puts daemons in, if any. */
export function findProgram(program: string): string | undefined {
  const folders = [
    ...(process.env.PATH ?? '').split(delimiter),
    '/usr/local/sbin',
    '/usr/sbin',
    '/sbin',
  ];
  for (const folder of folders.filter(Boolean)) {
    const candidate = join(folder, program);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

export interface Requirement {
  /** What is missing, as a person would install it, e.g. "nginx (apt-get install nginx-light)". */
  readonly name: string;
  readonly present: boolean;
}

export const program = (name: string, debianPackage: string): Requirement => ({
  name: `${name} (apt-get install ${debianPackage})`,
  present: findProgram(name) !== undefined,
});

export const postgres = (): Requirement => ({
  name: 'TEST_DATABASE_URL (a PostgreSQL to create a database on)',
  present: Boolean(process.env.TEST_DATABASE_URL),
});

/** `describe` when every requirement is met; otherwise a skip, or under CI=true a failing test. */
export function describeWith(
  title: string,
  requirements: readonly Requirement[],
  suite: () => void,
): void {
  const missing = requirements.filter((requirement) => !requirement.present);
  if (missing.length === 0) {
    describe(title, suite);
    return;
  }
  const names = missing.map((requirement) => requirement.name).join(', ');
  if (process.env.CI === 'true') {
    describe(title, () => {
      it('has what it needs under CI', () => {
        throw new Error(`CI=true but this suite cannot run without ${names}`);
      });
    });
  } else {
    describe.skip(`${title} (needs ${names})`, () => {
      it('runs when its requirements are installed');
    });
  }
}
