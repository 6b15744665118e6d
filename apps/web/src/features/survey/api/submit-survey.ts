import { useMutation } from '@tanstack/react-query';
import { hasRole, SurveyResponseSchema } from '@transmission-spec/domain';
import type { SurveyAnswers, SurveyResponse } from '@transmission-spec/domain';

import { apiPost } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';

/**
 * POST /api/survey: complete answers in Imperial units in, the recommendation out. Administrators
 * use POST /api/survey/debug (SPEC 7), whose answer adds the Transmission Logic Log.
 */
export function submitSurvey(answers: SurveyAnswers, debug = false): Promise<SurveyResponse> {
  return apiPost(debug ? '/api/survey/debug' : '/api/survey', answers, SurveyResponseSchema);
}

export function useSubmitSurvey() {
  const debug = hasRole(useCurrentUser().privileges, 'TransmissionAdmin');
  return useMutation({ mutationFn: (answers: SurveyAnswers) => submitSurvey(answers, debug) });
}
