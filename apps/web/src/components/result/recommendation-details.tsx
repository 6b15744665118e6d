import type { SurveyAnswers, TransmissionResult } from '@transmission-spec/domain';
import { memo, useMemo } from 'react';

import { dutyCycleRequestOf } from '../../lib/duty-cycle/result-estimate';
import { useDutyCycleEstimate } from '../../lib/duty-cycle/use-duty-cycle-estimate';
import { useTireChoice } from '../../lib/tire-choice';
import type { DetailedResult } from './compare/compare-rows';
import { CompareSection } from './compare/compare-section';
import { DutyCycleSection } from './duty-cycle/duty-cycle-section';
import { EngineeringCheckSection } from './engineering/engineering-check-section';

/**
 * The parts under the cards, in page order: the two engineering checks, Compare, the duty cycle.
 * A page that reveals them one at a time (useStagedReveal) passes how many are shown so far.
 */
export const DETAIL_PARTS = 4;

// The checks do not depend on the duty-cycle figures: kept as they are when those arrive.
const EngineeringCheck = memo(EngineeringCheckSection);

function hasDetails(result: TransmissionResult | null): result is DetailedResult {
  return result?.details !== undefined;
}

/**
 * What follows the recommended cards on the result, the saved spec and the share page: the
 * engineering check of the top choice and of the runner-up (issue 25: not only in Compare and the
 * PDF), the two side by side where there is a runner-up, and their fuel and trip time on a route
 * like the visitor's (issue 26), worked out once for the page and shown in Compare too.
 * Results from before issue 14 have no details and show neither.
 */
export function RecommendationDetails({
  topChoice,
  runnerUp,
  answers,
  shown = DETAIL_PARTS,
}: {
  readonly topChoice: TransmissionResult | null;
  readonly runnerUp: TransmissionResult | null;
  readonly answers: SurveyAnswers;
  /** How many of the DETAIL_PARTS to show, from the top; all of them unless staged. */
  readonly shown?: number;
}) {
  const { tire } = useTireChoice();
  const request = useMemo(
    () => dutyCycleRequestOf(topChoice, runnerUp, answers, tire.revsPerMile),
    [topChoice, runnerUp, answers, tire.revsPerMile],
  );
  // Asked at once, even while the sections that show it are still to come.
  const dutyCycle = useDutyCycleEstimate(request);
  if (!hasDetails(topChoice)) return null;
  return (
    <>
      {shown >= 1 && <EngineeringCheck transmission={topChoice} answers={answers} />}
      {hasDetails(runnerUp) && (
        <>
          {shown >= 2 && (
            <EngineeringCheck transmission={runnerUp} answers={answers} rank="runnerUp" />
          )}
          {shown >= 3 && (
            <CompareSection
              top={topChoice}
              runnerUp={runnerUp}
              answers={answers}
              dutyCycle={dutyCycle}
            />
          )}
        </>
      )}
      {shown >= 4 && <DutyCycleSection answers={answers} dutyCycle={dutyCycle} />}
    </>
  );
}
