import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { InsightsResponseSchema, type InsightsResponse } from '@transmission-spec/domain';

import { apiGet } from '../../../lib/api-client';

/** GET /api/insights: the catalogue owners' counts for UTC days `from` to `to`, both included. */
export function fetchInsights(
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<InsightsResponse> {
  const query = new URLSearchParams({ from, to });
  return apiGet(`/api/insights?${query.toString()}`, InsightsResponseSchema, signal);
}

/** The Insights of a range; the last range's answer stays on screen while the next one loads. */
export function useInsights(from: string, to: string) {
  return useQuery({
    queryKey: ['insights', from, to],
    queryFn: ({ signal }) => fetchInsights(from, to, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
