/**
 * Renders the spec PDF in Node, as a child process of a test (node --import tsx
 * --conditions=source this-file out.pdf < data.json). A layout that never finishes then costs
 * the test its time limit, after which the child is killed, instead of hanging the test run: a
 * runaway loop in react-pdf's layout blocks the process it runs in, timers included.
 * Reads SpecPdfData as JSON on stdin (dates as ISO text) and writes the PDF to the path given.
 */
import { readFileSync, writeFileSync } from 'node:fs';

import { renderToBuffer } from '@react-pdf/renderer';
import { JSDOM } from 'jsdom';

import type { SpecPdfData } from './spec-pdf-data';
import { SpecPdfDocument } from './spec-pdf-document';

// The notes' converter parses HTML as the browser does.
const { window } = new JSDOM('');
Object.assign(globalThis, {
  DOMParser: window.DOMParser,
  Node: window.Node,
  Element: window.Element,
});

const output = process.argv[2];
if (output === undefined) throw new Error('usage: render-spec-pdf-testing.tsx OUT.pdf < data.json');
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
writeFileSync(output, await renderToBuffer(<SpecPdfDocument data={data} />));
