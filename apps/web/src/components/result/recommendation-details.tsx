import type { SurveyAnswers, TransmissionResult } from '@transmission-spec/domain';
import { useMemo } from 'react';

import { dutyCycleRequestOf } from '../../lib/duty-cycle/result-estimate';
import { useDutyCycleEstimate } from '../../lib/duty-cycle/use-duty-cycle-estimate';
import { useTireChoice } from '../../lib/tire-choice';
import type { DetailedResult } from './compare/compare-rows';
import { CompareSection } from './compare/compare-section';
import { DutyCycleSection } from './duty-cycle/duty-cycle-section';
import { EngineeringCheckSection } from './engineering/engineering-check-section';

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
}: {
  readonly topChoice: TransmissionResult | null;
  readonly runnerUp: TransmissionResult | null;
  readonly answers: SurveyAnswers;
}) {
  const { tire } = useTireChoice();
  const request = useMemo(
    () => dutyCycleRequestOf(topChoice, runnerUp, answers, tire.revsPerMile),
    [topChoice, runnerUp, answers, tire.revsPerMile],
  );
  const dutyCycle = useDutyCycleEstimate(request);
  if (!hasDetails(topChoice)) return null;
  return (
    <>
      <EngineeringCheckSection transmission={topChoice} answers={answers} />
      {hasDetails(runnerUp) && (
        <>
          <EngineeringCheckSection transmission={runnerUp} answers={answers} rank="runnerUp" />
          <CompareSection
            top={topChoice}
            runnerUp={runnerUp}
            answers={answers}
            dutyCycle={dutyCycle}
          />
        </>
      )}
      <DutyCycleSection answers={answers} dutyCycle={dutyCycle} />
    </>
  );
}
