import type {
  DutyRouteSummary,
  SurveyAnswers,
  TransmissionDetails,
} from '@transmission-spec/domain';
import {
  axleRatiosToSimulate,
  chooseAxleRatio,
  dutyRouteFromAnswers,
  engineeringCheck,
  passesGearingTierAt,
  simulateDutyCycle,
  type AxleRatioCandidate,
  type DutyCycleResult,
} from '@transmission-spec/engine';

/**
 * The duty-cycle estimate of a result (issue 26): each family simulated over the route built from
 * the answers at every axle ratio of axleRatiosToSimulate, and the ratio to order chosen by the
 * visitor's own ranking among the ratios at which the family passes the gearing tier. Pure: the
 * worker (duty-cycle.worker.ts) runs it off the main thread; tests call it directly.
 */

/** A family as the estimate needs it: its name and the details the engineering check reads. */
export interface DutyCycleFamily {
  readonly name: string;
  readonly details: Pick<TransmissionDetails, 'axleRatioRange' | 'gearRatios'>;
}

/** What the page posts: the answers, the top choice and runner-up, and the tire. */
export interface DutyCycleRequest {
  readonly answers: SurveyAnswers;
  readonly families: readonly DutyCycleFamily[];
  readonly revsPerMile: number;
}

/** One simulated ratio, without the trace (the table's figures). */
export interface DutyCycleRatioFigures {
  readonly axleRatio: number;
  readonly passesGearingTier: boolean;
  readonly mpg: number;
  readonly litresPer100Km: number;
  readonly timeS: number;
  readonly slowestClimbSpeedMph: number;
  readonly fuelGallons: number;
  readonly distanceMiles: number;
  readonly stalledAtMiles: number | null;
}

export type DutyCycleFamilyEstimate =
  | { readonly kind: 'noGearRatios'; readonly name: string }
  | {
      readonly kind: 'figures';
      readonly name: string;
      /** Every simulated ratio, rising. */
      readonly ratios: readonly DutyCycleRatioFigures[];
      readonly chosenAxleRatio: number;
      /** The rule in one sentence, naming the visitor's ranks. */
      readonly rule: string;
      readonly passingOnly: boolean;
      /** The whole run at the chosen ratio: trace and energy split, for the charts. */
      readonly chosen: DutyCycleResult;
    };

export interface DutyCycleEstimate {
  readonly summary: DutyRouteSummary;
  /** In the order of the request's families. */
  readonly families: readonly DutyCycleFamilyEstimate[];
  /** Time the runs took where they ran, ms. */
  readonly elapsedMs: number;
}

function figuresOf(candidate: AxleRatioCandidate): DutyCycleRatioFigures {
  const { result } = candidate;
  return {
    axleRatio: candidate.axleRatio,
    passesGearingTier: candidate.passesGearingTier,
    mpg: result.mpg,
    litresPer100Km: result.litresPer100Km,
    timeS: result.timeS,
    slowestClimbSpeedMph: result.slowestClimbSpeedMph,
    fuelGallons: result.fuelGallons,
    distanceMiles: result.distanceMiles,
    stalledAtMiles: result.stalledAtMiles,
  };
}

function estimateFamily(
  family: DutyCycleFamily,
  request: DutyCycleRequest,
  route: ReturnType<typeof dutyRouteFromAnswers>['route'],
): DutyCycleFamilyEstimate {
  const { answers, revsPerMile } = request;
  const { details } = family;
  const check = engineeringCheck({ answers, details }, revsPerMile);
  if (check.kind === 'noGearRatios' || details.gearRatios === null) {
    return { kind: 'noGearRatios', name: family.name };
  }
  const forwardGears = details.gearRatios.forward;
  const ratios = axleRatiosToSimulate(
    details.axleRatioRange,
    check.points.map((point) => point.axleRatio),
  );
  const candidates = ratios.map((axleRatio): AxleRatioCandidate => {
    // The check's own verdicts at this one ratio, on the visitor's tire, decide the tier.
    const at = engineeringCheck(
      { answers, details: { ...details, axleRatioRange: { low: axleRatio, high: axleRatio } } },
      revsPerMile,
    );
    const passesGearingTier = at.kind === 'figures' && at.points.some(passesGearingTierAt);
    const result = simulateDutyCycle({
      vehicle: {
        gcwLbs: answers.maxWeight,
        engineHp: answers.engineHp,
        engineTorqueLbFt: answers.engineTorque,
        forwardGears,
        axleRatio,
        revsPerMile,
        application: answers.application,
      },
      route,
    });
    return { axleRatio, result, passesGearingTier };
  });
  const choice = chooseAxleRatio(candidates, answers.preferenceRanking);
  return {
    kind: 'figures',
    name: family.name,
    ratios: candidates.map(figuresOf),
    chosenAxleRatio: choice.axleRatio,
    rule: choice.rule,
    passingOnly: choice.passingOnly,
    chosen: choice.candidate.result,
  };
}

/** The estimate for a request; `now` times it (performance.now where it runs). */
export function estimateDutyCycle(
  request: DutyCycleRequest,
  now: () => number = () => performance.now(),
): DutyCycleEstimate {
  const started = now();
  const { route, summary } = dutyRouteFromAnswers(request.answers);
  const families = request.families.map((family) => estimateFamily(family, request, route));
  return { summary, families, elapsedMs: now() - started };
}
