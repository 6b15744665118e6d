import type { SurveyAnswers, TransmissionResult } from '@transmission-spec/domain';

import { EngineeringCheckSection } from './engineering/engineering-check-section';

/**
 * What follows the recommended cards on the result, the saved spec and the share page: the
 * engineering check of the top choice. Results from before issue 14 have no details and show none.
 */
export function RecommendationDetails({
  topChoice,
  answers,
}: {
  readonly topChoice: TransmissionResult | null;
  readonly runnerUp: TransmissionResult | null;
  readonly answers: SurveyAnswers;
}) {
  if (topChoice?.details === undefined) return null;
  return <EngineeringCheckSection transmission={topChoice} answers={answers} />;
}
