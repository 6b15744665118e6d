import { useMutation } from '@tanstack/react-query';
import { SurveyResponseSchema } from '@transmission-spec/domain';
import type { SurveyAnswers, SurveyResponse } from '@transmission-spec/domain';

import { apiPost } from '../../../lib/api-client';

/** POST /api/survey: complete answers in Imperial units in, the recommendation out. */
export function submitSurvey(answers: SurveyAnswers): Promise<SurveyResponse> {
  return apiPost('/api/survey', answers, SurveyResponseSchema);
}

export function useSubmitSurvey() {
  return useMutation({ mutationFn: submitSurvey });
}
