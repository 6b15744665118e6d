// `node bench/duty-cycle.mjs` (after `npx tsc -b packages/engine/tsconfig.build.json`): the built
// duty-cycle simulator's speed on Node beside issue 26's goals (bench/README.md, "Duty-cycle
// simulator"). `npm run bench` runs the same as its `simulate` section.
import { measureDutyCycleSpeed } from './lib/duty-cycle-speed.mjs';

const figures = measureDutyCycleSpeed();
process.stdout.write(
  `one 100-mile run: ${String(figures.msPerHundredMileRun)} ms (goal < 2 ms)\n` +
    `one result, 2 families x 8 axle ratios: ${String(figures.msPerResult)} ms on Node (goal < 50 ms in chromium)\n` +
    `trace points of one run: ${String(figures.tracePoints)} (at most 300)\n`,
);
