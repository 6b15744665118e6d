import {
  APPLICATION_LABELS,
  ENGINE_MAKE_LABELS,
  fromImperial,
  RESULT_TYPES,
  ROAD_TYPE_LABELS,
  TERRAIN_LABELS,
  type InsightsBand,
  type InsightsCell,
  type InsightsPeriod,
  type InsightsResponse,
  type InsightsValueCount,
  type Quantity,
  type UnitSystem,
  UNIT_LABELS,
} from '@transmission-spec/domain';

/**
 * Every table of the Insights page, from the API's answer in the visitor's units. One definition
 * feeds the chart, the table beside it and its CSV, so the three always hold the same numbers.
 */
export interface InsightsTable {
  /** Stable name, used for the CSV file name. */
  readonly id: string;
  readonly title: string;
  readonly caption: string;
  readonly header: readonly string[];
  /** The first cell names the row; the others are counts (null: fewer than 5). */
  readonly rows: readonly (readonly InsightsCell[])[];
  /** Bars stacked per row (more than one count column) or side by side. */
  readonly stacked: boolean;
}

/** Ranges longer than this are shown by week rather than by day. */
const DAYS_SHOWN_BY_DAY = 31;

const OUTCOME_LABELS: Readonly<Record<(typeof RESULT_TYPES)[number], string>> = {
  Transmission: 'Transmission',
  NoTransmission: 'No transmission',
  Error: 'Error',
};

function valueRows(rows: readonly InsightsValueCount[], labels: Readonly<Record<string, string>>) {
  return rows.map((row) => [labels[row.value] ?? row.value, row.count]);
}

/** "33,000–60,000 lbs": short enough for the chart's axis; the caption says which end counts. */
function bandRows(rows: readonly InsightsBand[], quantity: Quantity, units: UnitSystem) {
  const amount = (value: number) => fromImperial(quantity, value, units).toLocaleString('en-US');
  return rows.map((band) => [
    `${amount(band.from)}–${amount(band.to)} ${UNIT_LABELS[units][quantity]}`,
    band.count,
  ]);
}

const BAND_ENDS =
  'Each band takes its lower end and stops short of its upper one, but the last takes both.';

function periodRows(periods: readonly InsightsPeriod[]) {
  return periods.map((period) => [
    period.day,
    ...RESULT_TYPES.map((outcome) => period.byOutcome[outcome]),
    period.count,
  ]);
}

export function insightsTables(data: InsightsResponse, units: UnitSystem): InsightsTable[] {
  const byDay = data.surveys.byDay.length <= DAYS_SHOWN_BY_DAY;
  const one = (title: string) => ({ header: [title, 'Surveys'], stacked: false });
  return [
    {
      id: 'surveys',
      title: byDay ? 'Surveys per day' : 'Surveys per week',
      caption: byDay
        ? 'Completed surveys per UTC day, by outcome.'
        : 'Completed surveys per week (starting Monday, UTC), by outcome; the first and last weeks count only the days in the range.',
      header: [byDay ? 'Day' : 'Week of', ...RESULT_TYPES.map((o) => OUTCOME_LABELS[o]), 'All'],
      rows: periodRows(byDay ? data.surveys.byDay : data.surveys.byWeek),
      stacked: true,
    },
    {
      id: 'funnel',
      title: 'From survey to shared spec',
      caption: 'Surveys completed, specs saved and share links made in the range.',
      header: ['Step', 'Count'],
      rows: [
        ['Surveys completed', data.funnel.surveys],
        ['Specs saved', data.funnel.specsSaved],
        ['Share links made', data.funnel.shareLinks],
      ],
      stacked: false,
    },
    {
      id: 'top-choices',
      title: 'Top choices',
      caption: 'How often each family was the top choice, under the name it had then.',
      ...one('Family'),
      rows: data.topChoices.map((row) => [row.family, row.count]),
    },
    {
      id: 'runner-ups',
      title: 'Runner-ups',
      caption: 'How often each family was the runner-up, under the name it had then.',
      ...one('Family'),
      rows: data.runnerUps.map((row) => [row.family, row.count]),
    },
    {
      id: 'no-transmission-reasons',
      title: 'No transmission, by reason',
      caption:
        'What stopped the family that came closest when no family fitted: where the catalogue has a gap.',
      ...one('Reason'),
      rows: data.noTransmissionReasons.map((row) => [row.reason, row.count]),
    },
    {
      id: 'applications',
      title: 'Applications',
      caption: 'The application each survey named.',
      ...one('Application'),
      rows: valueRows(data.applications, APPLICATION_LABELS),
    },
    {
      id: 'terrains',
      title: 'Terrains',
      caption: 'A survey may name several terrains; each counts once.',
      ...one('Terrain'),
      rows: valueRows(data.terrains, TERRAIN_LABELS),
    },
    {
      id: 'road-types',
      title: 'Road types',
      caption: 'A survey may name several road types; each counts once.',
      ...one('Road type'),
      rows: valueRows(data.roadTypes, ROAD_TYPE_LABELS),
    },
    {
      id: 'engine-makes',
      title: 'Engine makes',
      caption: 'The engine make each survey named.',
      ...one('Engine make'),
      rows: valueRows(data.engineMakes, ENGINE_MAKE_LABELS),
    },
    {
      id: 'gcw',
      title: 'Gross combined weight',
      caption: `The GCW each survey gave, in bands. ${BAND_ENDS}`,
      ...one('GCW'),
      rows: bandRows(data.gcw, 'weight', units),
    },
    {
      id: 'cruise-speed',
      title: 'Cruise speed',
      caption: `The cruise speed each survey gave, in bands. ${BAND_ENDS}`,
      ...one('Cruise speed'),
      rows: bandRows(data.cruiseSpeed, 'speed', units),
    },
    {
      id: 'units',
      title: 'Imperial and Metric visitors',
      caption: 'The units each survey was answered in.',
      ...one('Units'),
      rows: [
        ['Imperial', data.units.Imperial],
        ['Metric', data.units.Metric],
      ],
    },
  ];
}
