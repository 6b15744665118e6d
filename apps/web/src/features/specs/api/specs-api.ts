import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CreateSpecResponseSchema,
  SPEC_VERSION,
  SavedSpecDetailSchema,
  SavedSpecPageSchema,
} from '@transmission-spec/domain';
import type {
  CreateSpecResponse,
  SavedSpecDetail,
  SavedSpecPage,
  SpecPageRequest,
  SurveyAnswers,
  SurveyResponse,
} from '@transmission-spec/domain';

import { apiGet, apiPost, apiRequest } from '../../../lib/api-client';

/** The saved-spec API (SPEC 7, /api/surveyresult). */

export const specsQueryKey = ['specs'] as const;
export const specQueryKey = (id: string) => ['specs', id] as const;

/** One page of the user's specs, sorted by the server, and how many there are in all. */
export function listSpecPage(
  request: SpecPageRequest,
  signal?: AbortSignal,
): Promise<SavedSpecPage> {
  const query = new URLSearchParams({
    page: String(request.page),
    pageSize: String(request.pageSize),
    sort: request.sort,
    order: request.order,
  });
  return apiGet(`/api/surveyresult?${query.toString()}`, SavedSpecPageSchema, signal);
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

/** A page of the list; while the next page loads, the table keeps showing the current one. */
export function useSpecPage(request: SpecPageRequest) {
  return useQuery({
    queryKey: [...specsQueryKey, 'page', request],
    queryFn: ({ signal }) => listSpecPage(request, signal),
    retry: false,
    placeholderData: keepPreviousData,
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

const specPath = (id: string) => `/api/surveyresult/${encodeURIComponent(id)}`;

/** Deletes a spec; the server keeps it restorable for a short while (decision 089). */
export async function deleteSpec(id: string): Promise<void> {
  await apiRequest(specPath(id), { method: 'DELETE' });
}

/** Undoes a delete made moments ago. */
export async function restoreSpec(id: string): Promise<void> {
  await apiRequest(`${specPath(id)}/restore`, { method: 'POST' });
}

/** Saves a copy of a spec as "Copy of <name>"; answers the copy's id. */
export function copySpec(id: string): Promise<CreateSpecResponse> {
  return apiPost(`${specPath(id)}/copy`, undefined, CreateSpecResponseSchema);
}

/**
 * Deleting, restoring and duplicating from My Specs. Each reads the list again afterwards, also
 * after a failure: a 404 means another tab already changed it.
 */
export function useSpecActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: specsQueryKey });
  return {
    remove: useMutation({ mutationFn: deleteSpec, onSettled: refresh }),
    restore: useMutation({ mutationFn: restoreSpec, onSettled: refresh }),
    copy: useMutation({ mutationFn: copySpec, onSettled: refresh }),
  };
}
