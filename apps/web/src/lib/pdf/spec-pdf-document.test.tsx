import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { goldenAnswers } from '@transmission-spec/domain/testing';
import type { TransmissionDetails, TransmissionResult } from '@transmission-spec/domain';
import { isValidElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

import type { SpecPdfData } from './spec-pdf-data';
import { pdfDutyCycle } from './duty-cycle-pdf';
import { SpecPdfDocument } from './spec-pdf-document';
import { specPdfInput } from './spec-pdf-input-from-data';

/**
 * What the spec PDF prints, read from its element tree: every text in order, one string per
 * text element. Components are called, so the lines are those react-pdf lays out on the page.
 */
function printedLines(node: ReactNode): string[] {
  if (typeof node === 'string' || typeof node === 'number') return [String(node)];
  if (Array.isArray(node)) return node.flatMap(printedLines);
  if (!isValidElement<{ children?: ReactNode }>(node)) return [];
  const { type, props } = node;
  if (typeof type === 'function') {
    return printedLines((type as (p: unknown) => ReactNode)(props));
  }
  if (type === 'TEXT') return [textOf(props.children)];
  return printedLines(props.children);
}

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/** Endurant-like 12-speed (14.40 lowest, 0.77 top) and a 2.64-3.08 axle range. */
const DETAILS: TransmissionDetails = {
  modelMaxTorque: 1850,
  axleRatioRange: { low: 2.64, high: 3.08 },
  gearRatios: {
    forward: [14.4, 11.19, 8.67, 6.73, 5.2, 4.03, 3.13, 2.43, 1.89, 1.46, 1, 0.77],
    reverse: [12.9],
  },
  limits: {
    maxSupportedGcw: 110_000,
    maxSupportedEngineHp: 605,
    maxSupportedCruiseSpeed: 75,
    maxSupportedMaxSpeed: 80,
  },
  support: [{ check: 'application', value: 'Linehaul', level: 'Recommended' }],
  why: [
    {
      kind: 'duty',
      application: 'Linehaul',
      applicationLevel: 'Recommended',
      terrain: [
        { terrain: 'Flat', level: 'Recommended' },
        { terrain: 'HillyRolling', level: 'Supported' },
      ],
    },
    { kind: 'torque', modelName: 'EEO-17F112C', rated: 1850, engineTorque: 1650 },
    { kind: 'gcw', gcw: 80_000, limit: 110_000 },
    { kind: 'goals', goals: [{ goal: 'fuelEconomy', rank: 1 }] },
  ],
};

function transmission(details?: TransmissionDetails): TransmissionResult {
  return {
    name: 'Endurant HD',
    learnMoreUrl: 'https://transmissions.example/endurant-hd',
    description: '<p>Clean-sheet 12-speed.</p>',
    image: null,
    modelName: 'EEO-17F112C',
    axleRatio: '2.64 - 3.08',
    ...(details === undefined ? {} : { details }),
  };
}

function pdfData(overrides: Partial<SpecPdfData> = {}): SpecPdfData {
  return {
    title: 'Quarry fleet',
    notes: '',
    topChoice: transmission(DETAILS),
    runnerUp: null,
    // 65 mph cruise, 70 max, 1,650 lb-ft, 80,000 lbs, flat and hilly, paved.
    answers: goldenAnswers('linehaul'),
    units: 'Imperial',
    surveyDate: new Date('2026-11-20T12:00:00Z'),
    printDate: new Date('2026-11-25T12:00:00Z'),
    customerServicePhone: '',
    ...overrides,
  };
}

function printed(data: SpecPdfData): string[] {
  return printedLines(
    <SpecPdfDocument
      data={specPdfInput(data, false)}
      dutyCycle={pdfDutyCycle(specPdfInput(data, false))}
    />,
  );
}

describe('the spec PDF of a result with details', () => {
  it('prints the why of the card as sentences', () => {
    const lines = printed(pdfData());
    expect(lines).toContain('Why this transmission');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Recommended for Linehaul on flat ground, and supported on hilly or rolling roads.',
        'Model EEO-17F112C is rated 1,850 lb-ft for your 1,650 lb-ft engine, 200 lb-ft to spare.',
        'Takes up to 110,000 lbs gross combined weight; yours is 80,000 lbs.',
        'Strongest on your goal of fuel economy (ranked 1st).',
      ]),
    );
  });

  it('prints the engineering table at the low, middle and high axle ratio with verdicts', () => {
    const lines = printed(pdfData());
    expect(lines).toEqual(expect.arrayContaining(['Low end 2.64', 'Middle 2.86', 'High end 3.08']));
    // Worked by hand (docs/engineering.md, example 1): 65 x 2.64 x 0.77 x 511 / 60 = 1,125.3 rpm;
    // 1,650 x 14.4 x 2.64 x 511 / (10.7 x 80,000) - 1.5 = 35.9 %; 2,100 x 60 / (2.64 x 0.77 x 511)
    // = 121.3 mph.
    const cruise = lines.indexOf('1,125 rpm');
    expect(cruise).toBeGreaterThan(lines.indexOf('Engine speed at cruise, top gear'));
    expect(lines[cruise + 1]).toBe('Inside the 1,050-1,500 rpm cruise band');
    expect(lines).toContain('35.9%');
    expect(lines).toContain('121 mph');
    expect(lines).toContain('Tire 295/75R22.5, 511 revolutions per mile');
    expect(lines).toContain(
      'The constant 10.7 allows for a driveline efficiency of about 79%; air drag is not counted separately.',
    );
    expect(lines.some((line) => line.includes('1.5% rolling resistance'))).toBe(true);
  });

  it('works the figures out for the tire the visitor chose', () => {
    const lines = printed(pdfData({ tire: { size: '11R22.5', revsPerMile: 493 } }));
    expect(lines).toContain('Tire 11R22.5, 493 revolutions per mile');
    // 65 x 2.64 x 0.77 x 493 / 60 = 65,141.08 / 60 = 1,085.7 rpm.
    expect(lines).toContain('1,086 rpm');
    expect(lines).not.toContain('1,125 rpm');
    expect(printed(pdfData({ tire: { size: null, revsPerMile: 600 } }))).toContain(
      'Tire of 600 revolutions per mile',
    );
  });

  it("speaks the visitor's units", () => {
    const lines = printed(pdfData({ units: 'Metric' }));
    // 1,850 x 1.3558 = 2,508; 1,650 x 1.3558 = 2,237; 200 x 1.3558 = 271.
    expect(lines).toContain(
      'Model EEO-17F112C is rated 2,508 Nm for your 2,237 Nm engine, 271 Nm to spare.',
    );
    // 121.27 mph x 1.61 = 195 kph; 511 / 1.609344 = 318 revolutions per km.
    expect(lines).toContain('195 kph');
    expect(lines).toContain('Tire 295/75R22.5, 318 revolutions per km (511 per mile)');
  });

  it('falls back to the default tire rather than fail on a tire out of range', () => {
    const lines = printed(pdfData({ tire: { size: null, revsPerMile: 5 } }));
    expect(lines).toContain('Tire 295/75R22.5, 511 revolutions per mile');
    expect(lines).toContain('1,125 rpm');
  });

  it('gives the runner-up its own why and table, each table named for its family', () => {
    const runnerUp = transmission({
      ...DETAILS,
      axleRatioRange: { low: 3.08, high: 3.36 },
      why: [{ kind: 'gcw', gcw: 80_000, limit: null }],
    });
    const lines = printed(pdfData({ runnerUp: { ...runnerUp, name: 'Fuller Advantage' } }));
    // A table kept whole may start a page of its own, away from its card: its heading says whose.
    expect(lines.filter((line) => line.startsWith('Engineering check'))).toEqual([
      'Engineering check: Endurant HD',
      'Engineering check: Fuller Advantage',
    ]);
    expect(lines).toContain('Takes any gross combined weight, including your 80,000 lbs.');
    expect(lines).toContain('High end 3.36');
  });

  it('says the catalogue has no gear ratios instead of a table', () => {
    const lines = printed(pdfData({ topChoice: transmission({ ...DETAILS, gearRatios: null }) }));
    expect(lines).toContain('Engineering check: Endurant HD');
    expect(
      lines.some((line) => line.startsWith('The catalogue has no gear ratios for Endurant HD')),
    ).toBe(true);
    expect(lines.some((line) => line.endsWith(' rpm'))).toBe(false);
  });
});

describe('the spec PDF of a result saved before details', () => {
  it('prints the card as before: name, model and axle ratio, no why and no table', () => {
    const lines = printed(pdfData({ topChoice: transmission() }));
    expect(lines).toEqual(
      expect.arrayContaining([
        'Endurant HD',
        'EEO-17F112C',
        '2.64 - 3.08',
        'Clean-sheet 12-speed.',
      ]),
    );
    expect(lines).not.toContain('Why this transmission');
    expect(lines.some((line) => line.startsWith('Engineering check'))).toBe(false);
    expect(lines.some((line) => line.startsWith('Tire'))).toBe(false);
  });
});

const PDFTOTEXT = '/usr/bin/pdftotext';

/**
 * The PDF react-pdf makes of the data, as pdftotext reads it (pages end in a form feed). Laid out
 * in a child process that is killed after 90 s, so a layout that never ends fails the test.
 */
async function renderedText(data: SpecPdfData): Promise<string> {
  const folder = mkdtempSync(join(tmpdir(), 'spec-pdf-'));
  try {
    const pdfPath = join(folder, 'spec.pdf');
    await new Promise<void>((resolve, reject) => {
      const child = execFile(
        process.execPath,
        [
          '--import',
          'tsx',
          '--conditions=source',
          join(import.meta.dirname, 'render-spec-pdf-testing.tsx'),
          pdfPath,
        ],
        {
          // tsx reads the JSX settings from the web app's tsconfig.json, found from here.
          cwd: join(import.meta.dirname, '../../..'),
          timeout: 90_000,
          killSignal: 'SIGKILL',
          maxBuffer: 1 << 20,
        },
        (error, _stdout, stderr) => {
          if (error === null) resolve();
          else if (error.killed) reject(new Error('the PDF was not finished within 90 s'));
          else reject(new Error(`rendering the PDF failed: ${stderr}`));
        },
      );
      child.stdin?.end(JSON.stringify(data));
    });
    return execFileSync(PDFTOTEXT, ['-layout', pdfPath, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Notes in the shape the editor saves them, `sections` times over, then a last paragraph. */
function longNotes(sections: number): string {
  const section = (index: number) =>
    `<h2>Lane ${index}</h2>` +
    '<p>Route review for the <strong>northern linehaul lanes</strong>: grades stay under 6%, ' +
    'cruise at 65 mph, and the <em>winter</em> schedule adds two mountain passes.</p>' +
    '<ul><li><p>Spare PTO before winter</p></li><li><p>Driver feedback after 30 days</p></li></ul>';
  return Array.from({ length: sections }, (_, index) => section(index + 1)).join('');
}

describe('the spec PDF of long notes', () => {
  // Without poppler-utils the text cannot be read; CI installs it (.ci/run).
  it.skipIf(!existsSync(PDFTOTEXT) && !process.env.CI)(
    'prints every note onto numbered pages, long list items and nested lists included',
    async () => {
      const sentence = 'Grades stay under six percent on the northern lanes. ';
      const notes =
        longNotes(60) +
        // A list item, and a list nested in one, each longer than a page.
        `<ul><li><p>${sentence.repeat(90)}End of the long item.</p></li></ul>` +
        '<ol><li><p>Checks per truck</p><ul>' +
        Array.from(
          { length: 150 },
          (_, index) => `<li><p>Truck ${index + 1} checked.</p></li>`,
        ).join('') +
        '</ul></li></ol><p>Signed off by the fleet manager.</p>';
      const text = await renderedText(pdfData({ notes }));

      const flat = text.replace(/\s+/g, ' ');
      expect(flat).toContain('Lane 60 Route review');
      expect(flat).toContain('End of the long item.');
      for (let truck = 1; truck <= 150; truck += 1)
        expect(flat).toContain(`Truck ${truck} checked.`);
      expect(flat).toContain('Signed off by the fleet manager.');
      expect(flat).toContain('Questions?');
      // No list marker ends a page without its item's text beside it.
      expect(text).not.toMatch(/^\s*(•|\d+\.)\s*$/m);
      const pages = text.split('\f').slice(0, -1);
      expect(pages.length).toBeGreaterThan(12);
      pages.forEach((page, index) => {
        expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
      });
    },
  );
});
