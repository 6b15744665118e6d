import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SharedSpecSchema,
  SpecShareLinkSchema,
  SpecShareStateSchema,
} from '@transmission-spec/domain';
import type { SharedSpec, SpecShareLink, SpecShareState } from '@transmission-spec/domain';

import { apiGet, apiPost, apiRequest } from '../../../lib/api-client';

/** Read-only links to a saved spec (issue 14): the owner's calls and the public one. */

const sharePath = (id: string) => `/api/surveyresult/${encodeURIComponent(id)}/share`;
const shareStateQueryKey = (id: string) => ['spec-share', id] as const;

export function getShareState(id: string, signal?: AbortSignal): Promise<SpecShareState> {
  return apiGet(sharePath(id), SpecShareStateSchema, signal);
}

/** A new link; any earlier link of the spec stops working. */
export function createShareLink(id: string): Promise<SpecShareLink> {
  return apiPost(sharePath(id), undefined, SpecShareLinkSchema);
}

export async function stopSharing(id: string): Promise<void> {
  await apiRequest(sharePath(id), { method: 'DELETE' });
}

export function getSharedSpec(token: string, signal?: AbortSignal): Promise<SharedSpec> {
  return apiGet(`/api/shared/${encodeURIComponent(token)}`, SharedSpecSchema, signal);
}

export function useShareState(id: string) {
  return useQuery({
    queryKey: shareStateQueryKey(id),
    queryFn: ({ signal }) => getShareState(id, signal),
    retry: false,
  });
}

/** Making or ending a link: afterwards the state is read again from the server. */
export function useShareActions(id: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: shareStateQueryKey(id) });
  return {
    create: useMutation({ mutationFn: () => createShareLink(id), onSuccess: refresh }),
    stop: useMutation({ mutationFn: () => stopSharing(id), onSuccess: refresh }),
  };
}

/**
 * The spec behind a link, read once: a link that stops working while the page is open keeps
 * showing what was read, as a printed copy would.
 */
export function useSharedSpec(token: string) {
  return useQuery({
    queryKey: ['shared-spec', token],
    queryFn: ({ signal }) => getSharedSpec(token, signal),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
