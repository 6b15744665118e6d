import { expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers/test-app.js';
import { HttpSession, occurrences, savedTitles, specBodyFactory } from './helpers/http-session.js';
import { killAllServers, startServer } from './helpers/server-process.js';

/**
 * A server killed with SIGKILL in the middle of a burst of saves (a power cut, the OOM killer): after
 * a restart on the same database, every save that was answered 201 is there exactly once. Saves in
 * flight at the kill may or may not be there; none is there twice.
 */

const ADMIN = { email: 'burst@faults.example', password: 'Burst#Faults1' };
/** Bounded: at most this many saves, eight at a time, the kill after the first KILL_AFTER 201s. */
const MAX_SAVES = 120;
const CONCURRENCY = 8;
const KILL_AFTER = 40;

describeEachDatabase('kill -9 mid-burst of saves', (context) => {
  it('keeps every acknowledged save exactly once after a restart', async () => {
    const port = context.kind === 'pglite' ? 4120 : 4121;
    const env = {
      ...context.databaseEnv(),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
    try {
      const server = await startServer(port, env);
      const session = await HttpSession.signIn(server.url, ADMIN.email, ADMIN.password);
      const spec = await specBodyFactory(session);

      const acknowledged: string[] = [];
      const refused: number[] = [];
      const state = { next: 0, killed: false, lost: 0 };
      // Read through a function: the workers' awaits change it, which the compiler cannot see.
      const killed = () => state.killed;
      const worker = async () => {
        while (state.next < MAX_SAVES && !killed()) {
          const title = `burst-${String(state.next)}`;
          state.next += 1;
          try {
            const response = await session.request(
              'POST',
              '/api/surveyresult',
              spec(title),
              10_000,
            );
            if (response.status === 201) acknowledged.push(title);
            else refused.push(response.status);
          } catch {
            // The connection died with the server: this save was never acknowledged.
            state.lost += 1;
          }
          if (acknowledged.length >= KILL_AFTER && !killed()) {
            state.killed = true;
            await server.kill9();
          }
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      expect(state.killed).toBe(true);
      expect(refused).toEqual([]);

      const restarted = await startServer(port, env);
      const after = await HttpSession.signIn(restarted.url, ADMIN.email, ADMIN.password);
      const titles = await savedTitles(after);
      const counts = occurrences(acknowledged, titles);
      expect([...counts].filter(([, count]) => count !== 1)).toEqual([]);
      const burst = titles.filter((title) => title.startsWith('burst-'));
      // Nothing twice, acknowledged or not.
      expect(new Set(burst).size).toBe(burst.length);
      process.stdout.write(
        `${JSON.stringify({
          figures: `kill-9-mid-burst ${context.kind}`,
          sent: state.next,
          acknowledged: acknowledged.length,
          connectionLost: state.lost,
          foundAfterRestart: burst.length,
          acknowledgedFound: [...counts.values()].filter((count) => count === 1).length,
        })}\n`,
      );
      await restarted.stop();
    } finally {
      await killAllServers();
    }
  });
});
