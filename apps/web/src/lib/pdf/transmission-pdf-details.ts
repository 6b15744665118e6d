import {
  AXLE_POSITION_LABELS,
  DEFAULT_TIRE_SIZE,
  ENGINEERING_FIGURE_LABELS,
  RevsPerMileSchema,
  axleRatioText,
  engineeringAssumptionTexts,
  engineeringRows,
  engineeringValueText,
  engineeringVerdictText,
  noGearRatiosText,
  tireChoiceText,
  whySentences,
} from '@transmission-spec/domain';
import type {
  SurveyAnswers,
  TireChoice,
  TransmissionResult,
  UnitSystem,
} from '@transmission-spec/domain';
import { engineeringCheck } from '@transmission-spec/engine';

/**
 * What a transmission card of the PDF prints beyond its name, model and axle range (issue 14): the
 * why, and the engineering check at the low, middle and high axle ratio for the tire the visitor
 * chose. Plain strings, worked out by the same domain and engine functions as the screen, so the
 * paper and the page cannot disagree; kept free of react-pdf so it is tested without rendering.
 */

/** One figure at one axle ratio: its value and plain verdict, in the visitor's units. */
export interface PdfFigureCell {
  readonly value: string;
  readonly verdict: string;
}

/** The engineering table: a column per axle ratio, a row per figure. */
export interface PdfEngineeringTable {
  readonly kind: 'figures';
  /** "Low end 2.50", "Middle 2.70", "High end 2.90". */
  readonly columns: readonly string[];
  readonly rows: readonly { readonly label: string; readonly cells: readonly PdfFigureCell[] }[];
  /** The tire the figures were worked out for, size and revolutions per mile. */
  readonly tire: string;
  /** Gears, weight, rolling resistance, grade, driveline efficiency, band: one line each. */
  readonly assumptions: readonly string[];
}

/** Where the catalogue has no gear ratios for the family: one sentence instead of the table. */
interface PdfNoGearRatios {
  readonly kind: 'noGearRatios';
  readonly text: string;
}

export interface TransmissionPdfDetails {
  /** Three to six sentences. */
  readonly why: readonly string[];
  readonly engineering: PdfEngineeringTable | PdfNoGearRatios;
}

/**
 * The tire to print: the visitor's choice when valid, else the default tire. The choice comes from
 * validated storage, but the engine throws on an out-of-range value and a PDF must still come out.
 */
export function usableTire(tire: TireChoice): TireChoice {
  return RevsPerMileSchema.safeParse(tire.revsPerMile).success ? tire : DEFAULT_TIRE_SIZE;
}

/**
 * The why and engineering check of one recommended transmission; null for a result saved before
 * results had details, whose card prints as it always did.
 */
export function transmissionPdfDetails(
  transmission: Pick<TransmissionResult, 'name' | 'details'>,
  answers: SurveyAnswers,
  units: UnitSystem,
  tire: TireChoice = DEFAULT_TIRE_SIZE,
): TransmissionPdfDetails | null {
  const { details } = transmission;
  if (details === undefined) return null;
  const why = whySentences(details, units);
  const used = usableTire(tire);
  const check = engineeringCheck({ answers, details }, used.revsPerMile);
  if (check.kind === 'noGearRatios') {
    return {
      why,
      engineering: { kind: 'noGearRatios', text: noGearRatiosText(transmission.name) },
    };
  }
  const { assumptions, points } = check;
  // Creep speed joins the five figures when Slow creeping is chosen, as on the screen (issue 25).
  const rows = engineeringRows(points);
  return {
    why,
    engineering: {
      kind: 'figures',
      columns: points.map(
        (point) => `${AXLE_POSITION_LABELS[point.position]} ${axleRatioText(point.axleRatio)}`,
      ),
      rows: rows.map((figure) => ({
        label: ENGINEERING_FIGURE_LABELS[figure],
        cells: points.map((point) => ({
          value: engineeringValueText(point, figure, units),
          verdict: engineeringVerdictText(point, figure, assumptions, units),
        })),
      })),
      tire: tireChoiceText(used, units),
      assumptions: engineeringAssumptionTexts(assumptions, units, {
        creeping: rows.includes('creepSpeed'),
      }),
    },
  };
}
