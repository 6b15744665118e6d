import { useQuery } from '@tanstack/react-query';
import { IDLE_TIMEOUT_MS, publicConfigCheck } from '@transmission-spec/domain';
import type { PublicConfig } from '@transmission-spec/domain';

import { apiGet } from './api-client';

/**
 * What screens show until the configuration arrives (or if it never does): our own contact page
 * for finding a representative, and no portfolio link or phone number rather than a wrong one.
 */
export const FALLBACK_PUBLIC_CONFIG: PublicConfig = {
  portfolioUrl: '',
  findRepresentativeUrl: '/contact-us',
  customerServicePhone: '',
  idleTimeoutMs: IDLE_TIMEOUT_MS,
};

export const publicConfigQueryKey = ['config'] as const;

/**
 * GET /api/config: the deployment's public links and phone number. They change only with a
 * deployment, so one fetch per page load is enough. Checked with the domain's zod-free check of the
 * schema the server answers with (decision 075); an answer that does not fit leaves the screens on
 * the fallback.
 */
export function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return apiGet('/api/config', publicConfigCheck, signal);
}

/** The public configuration, or FALLBACK_PUBLIC_CONFIG while loading or after a failure. */
export function usePublicConfig(): PublicConfig {
  const { data } = useQuery({
    queryKey: publicConfigQueryKey,
    queryFn: ({ signal }) => getPublicConfig(signal),
    staleTime: Infinity,
  });
  return data ?? FALLBACK_PUBLIC_CONFIG;
}
