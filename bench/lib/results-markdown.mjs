// Writes bench/RESULTS.md: each figure beside its goal, with the machine, date and commit it was
// measured on, so a reader can tell which run a number came from and whether the goal held.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';

/**
 * @typedef {object} ResultRow
 * @property {string} figure   what was measured
 * @property {string} value    the measured value, with its unit
 * @property {string} [goal]   the target, in words ("<= 1.5x reference"); empty when there is none
 * @property {boolean} [met]   whether the goal held; undefined when there is no goal
 * @property {string} [note]   how it was measured, or why a goal is not met
 */

/**
 * @typedef {object} ResultSection
 * @property {string} title
 * @property {ResultRow[]} rows
 * @property {string} [text]   a paragraph printed under the table
 */

/** @param {string} root */
function commitOf(root) {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root })
      .toString()
      .trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: root }).toString().trim();
    return dirty ? `${head} (with uncommitted changes)` : head;
  } catch {
    return 'unknown (not a git checkout)';
  }
}

/** Pipes would break a Markdown table cell. */
const cell = (/** @type {string} */ text) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** @param {ResultRow} row */
function verdict(row) {
  if (row.met === undefined) return '';
  return row.met ? 'met' : '**not met**';
}

/**
 * @param {{ root: string, path: string, sections: ResultSection[], settings: string }} options
 */
export function writeResultsMarkdown({ root, path, sections, settings }) {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  const lines = [
    '# Benchmark results',
    '',
    'Written by `npm run bench` (bench/run.mjs); do not edit by hand. Figures swing by a fifth or more',
    'between runs on a shared 2-core machine; CPU per request (read from /proc) is the steadiest.',
    '',
    `- Date: ${new Date().toISOString()}`,
    `- Commit: ${commitOf(root)}`,
    `- Machine: ${cpus().length} x ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${process.platform}/${process.arch}`,
    `- Settings: ${settings}`,
    '',
  ];
  for (const section of sections) {
    lines.push(`## ${section.title}`, '');
    lines.push('| figure | measured | goal | verdict | note |', '| --- | --- | --- | --- | --- |');
    for (const row of section.rows) {
      lines.push(
        `| ${cell(row.figure)} | ${cell(row.value)} | ${cell(row.goal ?? '')} | ${verdict(row)} | ${cell(row.note ?? '')} |`,
      );
    }
    lines.push('');
    if (section.text) lines.push(section.text, '');
  }
  writeFileSync(path, lines.join('\n'));
}
