import {
  AXLE_POSITION_LABELS,
  CHECK_LABELS,
  COMPARE_LABELS,
  ENGINEERING_FIGURES,
  ENGINEERING_FIGURE_LABELS,
  RESULT_DETAIL_LABELS,
  SUPPORT_LEVEL_LABELS,
  answerValueLabel,
  axleRatioText,
  engineeringValueText,
  engineeringVerdictText,
  formatQuantity,
  gearCountText,
  lowestGear,
  tireChoiceText,
  topGear,
  type EngineeringCheck,
  type SurveyAnswers,
  type TireChoice,
  type TransmissionDetails,
  type TransmissionResult,
  type UnitSystem,
} from '@transmission-spec/domain';
import { engineeringCheck } from '@transmission-spec/engine';

/** A recommended family that has the issue-14 details. */
export type DetailedResult = TransmissionResult & { readonly details: TransmissionDetails };

export interface CompareRow {
  readonly label: string;
  readonly top: string;
  readonly runnerUp: string;
  /** The two cells read differently: the row is marked. */
  readonly differs: boolean;
}

export interface CompareGroup {
  readonly heading: string;
  readonly rows: readonly CompareRow[];
}

type Cells = (result: DetailedResult) => string;

function row(label: string, cells: Cells, top: DetailedResult, runnerUp: DetailedResult) {
  const a = cells(top);
  const b = cells(runnerUp);
  return { label, top: a, runnerUp: b, differs: a !== b };
}

function gearCells(pick: (details: TransmissionDetails) => string): Cells {
  return ({ details }) =>
    details.gearRatios === null ? COMPARE_LABELS.noGearRatios : pick(details);
}

function modelRows(units: UnitSystem): [string, Cells][] {
  return [
    [COMPARE_LABELS.model, (r) => r.modelName],
    [COMPARE_LABELS.axleRatioRange, (r) => r.axleRatio],
    [
      COMPARE_LABELS.gears,
      gearCells((d) =>
        gearCountText(d.gearRatios?.forward.length ?? 0, d.gearRatios?.reverse.length ?? 0),
      ),
    ],
    [
      COMPARE_LABELS.lowestGear,
      gearCells((d) => (d.gearRatios === null ? '' : lowestGear(d.gearRatios).toFixed(2))),
    ],
    [
      COMPARE_LABELS.topGear,
      gearCells((d) => (d.gearRatios === null ? '' : topGear(d.gearRatios).toFixed(2))),
    ],
    [COMPARE_LABELS.modelTorque, (r) => formatQuantity('torque', r.details.modelMaxTorque, units)],
  ];
}

function limitRows(units: UnitSystem): [string, Cells][] {
  return [
    [
      COMPARE_LABELS.gcwLimit,
      ({ details: { limits } }) =>
        limits.maxSupportedGcw === null
          ? RESULT_DETAIL_LABELS.noGcwLimit
          : formatQuantity('weight', limits.maxSupportedGcw, units),
    ],
    [
      COMPARE_LABELS.engineHpLimit,
      (r) => formatQuantity('power', r.details.limits.maxSupportedEngineHp, units),
    ],
    [
      COMPARE_LABELS.cruiseSpeedLimit,
      (r) => formatQuantity('speed', r.details.limits.maxSupportedCruiseSpeed, units),
    ],
    [
      COMPARE_LABELS.maxSpeedLimit,
      (r) => formatQuantity('speed', r.details.limits.maxSupportedMaxSpeed, units),
    ],
  ];
}

/** Each of the user's answers either family rates, top choice's order first. */
function supportRows(top: DetailedResult, runnerUp: DetailedResult): [string, Cells][] {
  const keys = [...top.details.support, ...runnerUp.details.support]
    .map(({ check, value }) => ({ check, value }))
    .filter(
      (entry, index, all) =>
        all.findIndex((o) => o.check === entry.check && o.value === entry.value) === index,
    );
  return keys.map(({ check, value }) => [
    `${CHECK_LABELS[check]}: ${answerValueLabel(check, value)}`,
    ({ details }) => {
      const found = details.support.find((s) => s.check === check && s.value === value);
      return found === undefined ? COMPARE_LABELS.notAsked : SUPPORT_LEVEL_LABELS[found.level];
    },
  ]);
}

/** One family's figure at one end of its axle range: what is shown, and what is compared. */
interface EngineeringCell {
  /** "1,066 rpm at 2.50: Inside the 1,050-1,500 rpm cruise band". */
  readonly text: string;
  /**
   * The figure and its verdict without the axle ratio. The two families' ranges almost always
   * differ (they have a row of their own), so comparing the whole text would mark every row.
   */
  readonly compared: string;
}

/** The engineering figures of one family, by row label, for the same tire. */
function engineeringCells(
  check: EngineeringCheck,
  units: UnitSystem,
): Map<string, EngineeringCell> {
  const cells = new Map<string, EngineeringCell>();
  if (check.kind !== 'figures') return cells;
  for (const point of check.points) {
    for (const figure of ENGINEERING_FIGURES) {
      const label = `${ENGINEERING_FIGURE_LABELS[figure]}, ${AXLE_POSITION_LABELS[point.position].toLowerCase()} of the axle range`;
      const value = engineeringValueText(point, figure, units);
      const verdict = engineeringVerdictText(point, figure, check.assumptions, units);
      cells.set(label, {
        text: `${value} at ${axleRatioText(point.axleRatio)}: ${verdict}`,
        compared: `${value}: ${verdict}`,
      });
    }
  }
  return cells;
}

/** A family without gear ratios: the same text in every engineering row. */
const NO_GEAR_RATIOS_CELL: EngineeringCell = {
  text: COMPARE_LABELS.noGearRatios,
  compared: COMPARE_LABELS.noGearRatios,
};

/** The compare view's rows in groups, each row marked when the two families differ on it. */
export function compareGroups(
  top: DetailedResult,
  runnerUp: DetailedResult,
  answers: SurveyAnswers,
  tire: TireChoice,
  units: UnitSystem,
): CompareGroup[] {
  const build = (cells: [string, Cells][]) =>
    cells.map(([label, pick]) => row(label, pick, top, runnerUp));
  const checks = [top, runnerUp].map((r) =>
    engineeringCells(engineeringCheck({ answers, details: r.details }, tire.revsPerMile), units),
  );
  const empty = () => new Map<string, EngineeringCell>();
  const [topCells = empty(), runnerCells = empty()] = checks;
  const labels = [...new Set([...topCells.keys(), ...runnerCells.keys()])];
  const engineering = labels.map((label) => {
    const a = topCells.get(label) ?? NO_GEAR_RATIOS_CELL;
    const b = runnerCells.get(label) ?? NO_GEAR_RATIOS_CELL;
    return { label, top: a.text, runnerUp: b.text, differs: a.compared !== b.compared };
  });
  return [
    { heading: COMPARE_LABELS.modelAndRatios, rows: build(modelRows(units)) },
    { heading: COMPARE_LABELS.ratingsAndLimits, rows: build(limitRows(units)) },
    { heading: COMPARE_LABELS.support, rows: build(supportRows(top, runnerUp)) },
    ...(engineering.length === 0
      ? []
      : [
          {
            heading: `${RESULT_DETAIL_LABELS.engineeringCheck}, ${tireChoiceText(tire, units)}`,
            rows: engineering,
          },
        ]),
  ];
}
