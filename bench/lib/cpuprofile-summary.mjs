import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The top of a `node --cpu-prof` profile as text: self time by function (name, file and line),
 * largest first, then by package, over the profile's last `lastMs` milliseconds (the load, not the
 * start-up). Idle time is left out of the total, so shares are of the time the process was busy.
 */

/**
 * Where a file's code comes from: its npm package, our workspace package, or Node itself.
 * @param {string} file
 */
function packageOf(file) {
  if (file === '') return '(native, GC, program)';
  if (file.startsWith('node:')) return 'node';
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  if (inModules?.[1]) return inModules[1];
  const ours = /\/((?:apps|packages)\/[^/]+)\//.exec(file);
  return ours?.[1] ?? file;
}

/**
 * @typedef {object} ProfileNode
 * @property {number} id
 * @property {{ functionName: string, url: string, lineNumber: number }} callFrame
 */

/**
 * The component a sample's time belongs to: walking from the sampled function towards the root,
 * the first frame whose file matches a component's pattern; Node's and V8's own frames (a socket
 * write, a hash) go to the component that called them. A frame of Fastify's core ends the walk: its
 * hook runner calls the next hook from inside the previous one, so time above it is not the
 * caller's. What no component claims is 'Fastify core', 'Node', 'other' or 'V8 (GC, program)'.
 * @param {number} id the sampled node
 * @param {Map<number, ProfileNode>} byId
 * @param {Map<number, number>} parentOf
 * @param {readonly (readonly [RegExp, string])[]} components
 */
function componentOf(id, byId, parentOf, components) {
  /** @type {string | undefined} */
  let fallback;
  for (let current = /** @type {number | undefined} */ (id); current !== undefined;) {
    const url = byId.get(current)?.callFrame.url ?? '';
    const match = components.find(([pattern]) => pattern.test(url));
    if (match) return match[1];
    if (/node_modules\/fastify\/lib\//.test(url)) return fallback ?? 'Fastify core';
    // Native frames (no file) take their caller's kind: a socket write is Node's.
    if (url !== '') fallback ??= url.startsWith('node:') ? 'Node' : 'other';
    current = parentOf.get(current);
  }
  return fallback ?? 'V8 (GC, program)';
}

/**
 * @param {string} path a .cpuprofile file
 * @param {{ top?: number, lastMs?: number, root?: string,
 *   components?: readonly (readonly [RegExp, string])[] }} [options] `components` adds a section of
 *   time by component (see componentOf)
 * @returns {string}
 */
export function summarizeCpuProfile(
  path,
  { top = 15, lastMs = Infinity, root = '', components = [] } = {},
) {
  /** @type {{ nodes: (ProfileNode & { children?: number[] })[], samples: number[], timeDeltas: number[], endTime: number, startTime: number }} */
  const profile = JSON.parse(readFileSync(path, 'utf8'));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  /** @type {Map<number, number>} */
  const parentOf = new Map();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  }
  /** @type {Map<string, number>} */
  const componentMicros = new Map();
  /** @type {Map<string, number>} */
  const selfMicros = new Map();
  /** @type {Map<string, number>} */
  const packageMicros = new Map();
  const from = profile.endTime - lastMs * 1000;
  let time = profile.startTime;
  let total = 0;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index] ?? 0;
    // A sample's time is the gap to the next one.
    const delta = profile.timeDeltas[index + 1] ?? 0;
    if (time < from) return;
    const frame = byId.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)') return;
    const file = frame.url.replace(/^file:\/\//, '');
    const shown = root && file.startsWith('/') ? relative(root, file) : file;
    const where = file ? `${shown}:${String(frame.lineNumber + 1)}` : '';
    const key = `${frame.functionName || '(anonymous)'} ${where}`.trim();
    selfMicros.set(key, (selfMicros.get(key) ?? 0) + delta);
    const name = packageOf(file);
    packageMicros.set(name, (packageMicros.get(name) ?? 0) + delta);
    if (components.length > 0) {
      const component = componentOf(id, byId, parentOf, components);
      componentMicros.set(component, (componentMicros.get(component) ?? 0) + delta);
    }
    total += delta;
  });
  /** @param {Map<string, number>} map @param {number} count */
  const rows = (map, count) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(
        ([key, micros]) =>
          `${((100 * micros) / total).toFixed(1).padStart(5)}%  ${(micros / 1000).toFixed(0).padStart(6)} ms  ${key}`,
      );
  const lines = [
    `self time by function, top ${String(top)} of ${(total / 1000).toFixed(0)} ms busy`,
    ...rows(selfMicros, top),
    '',
    'self time by package, top 10',
    ...rows(packageMicros, 10),
    ...(components.length > 0 ? ['', 'time by component', ...rows(componentMicros, 30)] : []),
  ];
  return `${lines.join('\n')}\n`;
}

// Run as a script: node cpuprofile-summary.mjs file.cpuprofile [lastMs]
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, lastMs] = process.argv.slice(2);
  if (!file) throw new Error('usage: cpuprofile-summary.mjs file.cpuprofile [lastMs]');
  process.stdout.write(
    summarizeCpuProfile(file, {
      lastMs: lastMs ? Number(lastMs) : Infinity,
      root: fileURLToPath(new URL('../../', import.meta.url)),
    }),
  );
}
