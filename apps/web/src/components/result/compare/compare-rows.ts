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
  compareRuleText,
  engineeringValueText,
  engineeringVerdictText,
  formatQuantity,
  gearCountText,
  limitNearnessText,
  lowestGear,
  tireChoiceText,
  topGear,
  type EngineeringCheck,
  type EngineeringFigure,
  type SurveyAnswers,
  type TireChoice,
  type TransmissionDetails,
  type TransmissionResult,
  type Quantity,
  type UnitSystem,
} from '@transmission-spec/domain';
import { engineeringCheck } from '@transmission-spec/engine';

/** A recommended family that has the issue-14 details. */
export type DetailedResult = TransmissionResult & { readonly details: TransmissionDetails };

/*
 * The rule of a difference that matters (issue 25), in this one place; docs/recommendation.md
 * repeats it in words and the screen says it above the table (compareRuleText).
 *
 * - Every row compares the figures themselves (Imperial, as the engine and the catalogue keep
 *   them), never the text shown: 128.1 and 128.4 mph are 206 and 207 kph on screen, and a row must
 *   not differ in one unit system and match in the other.
 * - An engineering figure differs only when its verdict differs AND the two values are more than
 *   ALIKE_SHARE apart. The same verdict means the same answer for this truck (1,066 and 1,300 rpm
 *   are both inside the cruise band); values within 1% with verdicts either side of a threshold
 *   (1,499 and 1,510 rpm) are closer than the check's own assumptions (tire revs, the 10.7
 *   constant) are exact.
 * - The duty-cycle estimate's figures (axle ratio to order, fuel economy, trip time, slowest climb
 *   speed; compare-duty-rows.ts) differ when more than ALIKE_SHARE apart: the simulation's own
 *   assumptions are not that exact, and a gap below it is no gap a fleet would see.
 * - Catalogue facts (model, ratios, ratings, limits, support levels) differ when they are not equal.
 * - A limit or rating is flagged when the user's answer sits at it or within NEAR_LIMIT_SHARE of
 *   it: the answer is at least 95% of the limit, so the family has less than 5% headroom there.
 */

/** Engineering figures closer than this share of the larger one are the same. */
const ALIKE_SHARE = 0.01;
/** An answer at or above this share of a family's limit sits near it. */
export const NEAR_LIMIT_SHARE = 0.95;

const percent = (share: number) => Math.round(share * 100);

/** The rule as the screen says it. */
export const COMPARE_RULE_TEXT = compareRuleText(
  percent(ALIKE_SHARE),
  percent(1 - NEAR_LIMIT_SHARE),
);

/** Two figures within ALIKE_SHARE of the larger one. */
export function valuesAlike(a: number, b: number): boolean {
  return Math.abs(a - b) <= ALIKE_SHARE * Math.max(Math.abs(a), Math.abs(b));
}

/** Two engineering figures count as the same: same verdict, or values within ALIKE_SHARE. */
export function figuresAlike(a: EngineeringFigure<string>, b: EngineeringFigure<string>): boolean {
  return a.verdict === b.verdict || valuesAlike(a.value, b.value);
}

/** Where the user's answer sits against a family's limit: at it, near it, or clear of it (null). */
export function limitNearness(answer: number, limit: number): 'at' | 'near' | null {
  if (answer >= limit) return 'at';
  return answer >= NEAR_LIMIT_SHARE * limit ? 'near' : null;
}

/** A limit the user's answer sits at or near, flagged in that family's cell. */
export interface LimitMark {
  readonly kind: 'at' | 'near';
  /** "Your 500 HP is at this limit", in the visitor's units. */
  readonly text: string;
}

export interface CompareRow {
  readonly label: string;
  readonly top: string;
  readonly runnerUp: string;
  /** The two families differ on this row in a way that matters: the row is marked. */
  readonly differs: boolean;
  readonly topLimit: LimitMark | null;
  readonly runnerUpLimit: LimitMark | null;
}

export interface CompareGroup {
  readonly heading: string;
  readonly rows: readonly CompareRow[];
}

/** One family's cell: what is shown, and what is compared (unit-free). */
interface Cell {
  readonly text: string;
  readonly compared: string;
}

type Cells = (result: DetailedResult) => Cell;

/** A cell whose text is itself unit-free, so it is compared as shown. */
const plain = (text: string): Cell => ({ text, compared: text });

/** The answer a limit row is measured against, with its quantity for the text. */
interface LimitAnswer {
  readonly answer: number;
  readonly quantity: Quantity;
  readonly limit: (result: DetailedResult) => number | null;
}

interface RowSpec {
  readonly label: string;
  readonly cells: Cells;
  readonly against?: LimitAnswer;
}

function limitMark(
  against: LimitAnswer | undefined,
  result: DetailedResult,
  units: UnitSystem,
): LimitMark | null {
  if (against === undefined) return null;
  const limit = against.limit(result);
  if (limit === null) return null;
  const kind = limitNearness(against.answer, limit);
  if (kind === null) return null;
  const answerText = formatQuantity(against.quantity, against.answer, units);
  return { kind, text: limitNearnessText(kind, answerText, percent(1 - NEAR_LIMIT_SHARE)) };
}

function row(
  { label, cells, against }: RowSpec,
  top: DetailedResult,
  runnerUp: DetailedResult,
  units: UnitSystem,
): CompareRow {
  const a = cells(top);
  const b = cells(runnerUp);
  return {
    label,
    top: a.text,
    runnerUp: b.text,
    differs: a.compared !== b.compared,
    topLimit: limitMark(against, top, units),
    runnerUpLimit: limitMark(against, runnerUp, units),
  };
}

function gearCells(pick: (ratios: NonNullable<TransmissionDetails['gearRatios']>) => Cell): Cells {
  return ({ details }) =>
    details.gearRatios === null ? plain(COMPARE_LABELS.noGearRatios) : pick(details.gearRatios);
}

/** A ratio shown to two decimals and compared in full. */
const ratioCell = (ratio: number): Cell => ({ text: ratio.toFixed(2), compared: String(ratio) });

/** A quantity in the visitor's units, compared in the catalogue's own Imperial figure. */
function quantityCell(quantity: Quantity, value: number, units: UnitSystem): Cell {
  return { text: formatQuantity(quantity, value, units), compared: String(value) };
}

function modelRows(units: UnitSystem, answers: SurveyAnswers): RowSpec[] {
  return [
    { label: COMPARE_LABELS.model, cells: (r) => plain(r.modelName) },
    {
      label: COMPARE_LABELS.axleRatioRange,
      cells: ({ axleRatio, details: { axleRatioRange } }) => ({
        text: axleRatio,
        compared: `${axleRatioRange.low}-${axleRatioRange.high}`,
      }),
    },
    {
      label: COMPARE_LABELS.gears,
      cells: gearCells((ratios) =>
        plain(gearCountText(ratios.forward.length, ratios.reverse.length)),
      ),
    },
    {
      label: COMPARE_LABELS.lowestGear,
      cells: gearCells((ratios) => ratioCell(lowestGear(ratios))),
    },
    { label: COMPARE_LABELS.topGear, cells: gearCells((ratios) => ratioCell(topGear(ratios))) },
    {
      label: COMPARE_LABELS.modelTorque,
      cells: (r) => quantityCell('torque', r.details.modelMaxTorque, units),
      against: {
        answer: answers.engineTorque,
        quantity: 'torque',
        limit: (r) => r.details.modelMaxTorque,
      },
    },
  ];
}

function limitRows(units: UnitSystem, answers: SurveyAnswers): RowSpec[] {
  return [
    {
      label: COMPARE_LABELS.gcwLimit,
      cells: ({ details: { limits } }) =>
        limits.maxSupportedGcw === null
          ? plain(RESULT_DETAIL_LABELS.noGcwLimit)
          : quantityCell('weight', limits.maxSupportedGcw, units),
      against: {
        answer: answers.maxWeight,
        quantity: 'weight',
        limit: (r) => r.details.limits.maxSupportedGcw,
      },
    },
    {
      label: COMPARE_LABELS.engineHpLimit,
      cells: (r) => quantityCell('power', r.details.limits.maxSupportedEngineHp, units),
      against: {
        answer: answers.engineHp,
        quantity: 'power',
        limit: (r) => r.details.limits.maxSupportedEngineHp,
      },
    },
    {
      label: COMPARE_LABELS.cruiseSpeedLimit,
      cells: (r) => quantityCell('speed', r.details.limits.maxSupportedCruiseSpeed, units),
      against: {
        answer: answers.cruiseSpeed,
        quantity: 'speed',
        limit: (r) => r.details.limits.maxSupportedCruiseSpeed,
      },
    },
    {
      label: COMPARE_LABELS.maxSpeedLimit,
      cells: (r) => quantityCell('speed', r.details.limits.maxSupportedMaxSpeed, units),
      against: {
        answer: answers.maxSpeed,
        quantity: 'speed',
        limit: (r) => r.details.limits.maxSupportedMaxSpeed,
      },
    },
  ];
}

/** Each of the user's answers either family rates, top choice's order first. */
function supportRows(top: DetailedResult, runnerUp: DetailedResult): RowSpec[] {
  const keys = [...top.details.support, ...runnerUp.details.support]
    .map(({ check, value }) => ({ check, value }))
    .filter(
      (entry, index, all) =>
        all.findIndex((o) => o.check === entry.check && o.value === entry.value) === index,
    );
  return keys.map(({ check, value }) => ({
    label: `${CHECK_LABELS[check]}: ${answerValueLabel(check, value)}`,
    cells: ({ details }) => {
      const found = details.support.find((s) => s.check === check && s.value === value);
      return plain(
        found === undefined ? COMPARE_LABELS.notAsked : SUPPORT_LEVEL_LABELS[found.level],
      );
    },
  }));
}

/** One family's figure at one end of its axle range. */
interface EngineeringCell {
  /** "1,066 rpm at 2.50: Inside the 1,050-1,500 rpm cruise band". */
  readonly text: string;
  /** The figure behind it, for the rule; null for a family without gear ratios. */
  readonly figure: EngineeringFigure<string> | null;
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
        figure: point[figure],
      });
    }
  }
  return cells;
}

/** A family without gear ratios: the same text in every engineering row. */
const NO_GEAR_RATIOS_CELL: EngineeringCell = { text: COMPARE_LABELS.noGearRatios, figure: null };

function engineeringDiffers(a: EngineeringCell, b: EngineeringCell): boolean {
  if (a.figure === null || b.figure === null) return a.figure !== b.figure;
  return !figuresAlike(a.figure, b.figure);
}

/** The compare view's rows in groups, each row marked when the two families differ on it. */
export function compareGroups(
  top: DetailedResult,
  runnerUp: DetailedResult,
  answers: SurveyAnswers,
  tire: TireChoice,
  units: UnitSystem,
): CompareGroup[] {
  const build = (specs: RowSpec[]) => specs.map((spec) => row(spec, top, runnerUp, units));
  const checks = [top, runnerUp].map((r) =>
    engineeringCells(engineeringCheck({ answers, details: r.details }, tire.revsPerMile), units),
  );
  const empty = () => new Map<string, EngineeringCell>();
  const [topCells = empty(), runnerCells = empty()] = checks;
  const labels = [...new Set([...topCells.keys(), ...runnerCells.keys()])];
  const engineering = labels.map((label): CompareRow => {
    const a = topCells.get(label) ?? NO_GEAR_RATIOS_CELL;
    const b = runnerCells.get(label) ?? NO_GEAR_RATIOS_CELL;
    return {
      label,
      top: a.text,
      runnerUp: b.text,
      differs: engineeringDiffers(a, b),
      topLimit: null,
      runnerUpLimit: null,
    };
  });
  return [
    { heading: COMPARE_LABELS.modelAndRatios, rows: build(modelRows(units, answers)) },
    { heading: COMPARE_LABELS.ratingsAndLimits, rows: build(limitRows(units, answers)) },
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

/** A row worth reading first: the families differ on it, or an answer sits at or near its limit. */
function rowMatters(row: CompareRow): boolean {
  return row.differs || row.topLimit !== null || row.runnerUpLimit !== null;
}

/**
 * The rows that matter first (each group keeps its heading and order), and the rows that are the
 * same for both, held back behind a button.
 */
export function splitCompareRows(groups: readonly CompareGroup[]): {
  lead: CompareGroup[];
  alike: CompareGroup[];
} {
  const pick = (keep: (row: CompareRow) => boolean) =>
    groups
      .map((group) => ({ heading: group.heading, rows: group.rows.filter(keep) }))
      .filter((group) => group.rows.length > 0);
  return { lead: pick(rowMatters), alike: pick((r) => !rowMatters(r)) };
}
