import { describe, expect, it } from 'vitest';
import {
  bandOf,
  bands,
  CRUISE_SPEED_BAND_EDGES,
  CRUISE_SPEED_BAND_TOP,
  GCW_BAND_EDGES,
  noTransmissionReasonKey,
  noTransmissionReasonLabel,
  shownCount,
} from './insights-buckets.js';
import { insightsCsv, insightsCsvFileName } from './insights-csv.js';

describe('shownCount', () => {
  it('hides every count under 5 and shows 5 and over', () => {
    expect([0, 1, 4, 5, 12].map(shownCount)).toEqual([
      { count: null, fewerThanFive: true },
      { count: null, fewerThanFive: true },
      { count: null, fewerThanFive: true },
      { count: 5, fewerThanFive: false },
      { count: 12, fewerThanFive: false },
    ]);
  });
});

describe('bands', () => {
  it('puts an edge value in the band it starts and the top in the last band', () => {
    expect(bandOf(GCW_BAND_EDGES, 59_999)).toBe(33_000);
    expect(bandOf(GCW_BAND_EDGES, 60_000)).toBe(60_000);
    expect(bandOf(GCW_BAND_EDGES, 250_000)).toBe(200_000);
    expect(bands(CRUISE_SPEED_BAND_EDGES, CRUISE_SPEED_BAND_TOP).at(-1)).toEqual({
      from: 75,
      to: 80,
    });
  });
});

describe('NoTransmission reasons', () => {
  it('keys the closest family’s checks in the engine’s order, whatever the message’s order', () => {
    const key = noTransmissionReasonKey({
      kind: 'unsupportedAnswers',
      obstacles: [
        { kind: 'limit', check: 'gcw', value: 250_000, unit: 'lb' },
        { kind: 'support', check: 'terrain', values: ['SteepGrade'] },
      ],
    });
    expect(key).toBe('terrain+gcw');
    expect(noTransmissionReasonLabel(key)).toBe(
      'Terrain not supported and GCW over the limit (the family that came closest)',
    );
    expect(noTransmissionReasonKey({ kind: 'portfolioEmpty' })).toBe('portfolioEmpty');
    expect(noTransmissionReasonLabel('portfolioEmpty')).toBe('No family enabled in the catalogue');
    expect(noTransmissionReasonLabel('warpDrive')).toBe('warpDrive');
  });
});

describe('insightsCsv', () => {
  it('writes hidden counts as "fewer than 5" and neutralises a family name that is a formula', () => {
    expect(
      insightsCsv(
        ['Family', 'Surveys'],
        [
          ['=HYPERLINK("x")', 7],
          ['Endurant', null],
        ],
      ),
    ).toBe('\uFEFFFamily,Surveys\r\n"\'=HYPERLINK(""x"")",7\r\nEndurant,fewer than 5\r\n');
    expect(insightsCsvFileName('Top choices', '2026-01-01', '2026-01-31')).toBe(
      'insights-top-choices-2026-01-01-to-2026-01-31.csv',
    );
  });
});
