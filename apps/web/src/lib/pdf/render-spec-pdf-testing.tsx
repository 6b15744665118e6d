/**
 * Renders the spec PDF in Node, as a child process of a test (node --import tsx
 * --conditions=source this-file out.pdf [--plain-text] < data.json). A layout that never
 * finishes then costs the test its time limit, after which the child is killed, instead of
 * hanging the test run: a runaway loop in react-pdf's layout blocks the process it runs in,
 * timers included. Reads SpecPdfData as JSON on stdin (dates as ISO text), makes the document's
 * input from it as the page does (with --plain-text, the fallback's plain notes, decision 083),
 * writes the PDF to the path given and prints the layout's time in milliseconds.
 */
import { readFileSync, writeFileSync } from 'node:fs';

import { renderToBuffer } from '@react-pdf/renderer';
import { JSDOM } from 'jsdom';

import type { SpecPdfData } from './spec-pdf-data';
import { pdfDutyCycle } from './duty-cycle-pdf';
import { SpecPdfDocument } from './spec-pdf-document';
import { specPdfInput } from './spec-pdf-input-from-data';

// The notes' converter parses HTML as the browser does.
const { window } = new JSDOM('');
Object.assign(globalThis, {
  DOMParser: window.DOMParser,
  Node: window.Node,
  Element: window.Element,
});

const [output, mode] = process.argv.slice(2);
if (output === undefined) {
  throw new Error('usage: render-spec-pdf-testing.tsx OUT.pdf [--plain-text] < data.json');
}
const parsed = JSON.parse(readFileSync(0, 'utf8')) as Omit<
  SpecPdfData,
  'surveyDate' | 'printDate'
> & {
  surveyDate: string;
  printDate: string;
};
const data: SpecPdfData = {
  ...parsed,
  surveyDate: new Date(parsed.surveyDate),
  printDate: new Date(parsed.printDate),
};
const input = specPdfInput(data, mode === '--plain-text');
const started = performance.now();
writeFileSync(
  output,
  await renderToBuffer(<SpecPdfDocument data={input} dutyCycle={pdfDutyCycle(input)} />),
);
process.stdout.write(`${Math.round(performance.now() - started)}\n`);
