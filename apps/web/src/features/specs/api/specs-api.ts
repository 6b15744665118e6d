import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CreateSpecResponseSchema,
  SPEC_VERSION,
  SavedSpecDetailSchema,
  SavedSpecListSchema,
} from '@transmission-spec/domain';
import type {
  CreateSpecResponse,
  SavedSpecDetail,
  SavedSpecListItem,
  SurveyAnswers,
  SurveyResponse,
} from '@transmission-spec/domain';

import { apiGet, apiPost, apiRequest } from '../../../lib/api-client';

/** The saved-spec API (SPEC 7, /api/surveyresult). */

export const specsQueryKey = ['specs'] as const;
export const specQueryKey = (id: string) => ['specs', id] as const;

export function listSpecs(signal?: AbortSignal): Promise<SavedSpecListItem[]> {
  return apiGet('/api/surveyresult', SavedSpecListSchema, signal);
}

export function getSpec(id: string, signal?: AbortSignal): Promise<SavedSpecDetail> {
  return apiGet(`/api/surveyresult/${encodeURIComponent(id)}`, SavedSpecDetailSchema, signal);
}

export interface NewSpec {
  readonly title: string;
  readonly notes: string;
  readonly answers: SurveyAnswers;
  readonly response: SurveyResponse;
}

/** POST /api/surveyresult: the result and the Imperial answers travel as JSON text. */
export function createSpec({
  title,
  notes,
  answers,
  response,
}: NewSpec): Promise<CreateSpecResponse> {
  const recommendation =
    response.type === 'Transmission'
      ? { topChoice: response.topChoice, runnerUp: response.runnerUp }
      : { topChoice: null, runnerUp: null };
  return apiPost(
    '/api/surveyresult',
    {
      title: title.trim(),
      notes,
      result: JSON.stringify(recommendation),
      survey: JSON.stringify(answers),
      version: SPEC_VERSION,
    },
    CreateSpecResponseSchema,
  );
}

export async function updateSpec(id: string, title: string, notes: string): Promise<void> {
  await apiRequest(`/api/surveyresult/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { title: title.trim(), notes },
  });
}

export function useSpecList() {
  return useQuery({
    queryKey: specsQueryKey,
    queryFn: ({ signal }) => listSpecs(signal),
    retry: false,
  });
}

export function useSpec(id: string) {
  return useQuery({
    queryKey: specQueryKey(id),
    queryFn: ({ signal }) => getSpec(id, signal),
    retry: false,
  });
}

export function useCreateSpec() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSpec,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: specsQueryKey }),
  });
}

export function useUpdateSpec(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ title, notes }: { title: string; notes: string }) =>
      updateSpec(id, title, notes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: specsQueryKey }),
  });
}
