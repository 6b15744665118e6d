import { useQuery } from '@tanstack/react-query';
import { IDLE_TIMEOUT_MS } from '@transmission-spec/domain';
import { z } from 'zod';

import { apiGet } from '../../../lib/api-client';

/**
 * GET /api/config: the deployment's public links and phone number. They change only with a
 * deployment, so one fetch per page load is enough.
 */
export const PublicConfigSchema = z.object({
  portfolioUrl: z.string(),
  findRepresentativeUrl: z.string(),
  customerServicePhone: z.string(),
  idleTimeoutMs: z.number().int().positive().catch(IDLE_TIMEOUT_MS),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

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

export function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return apiGet('/api/config', PublicConfigSchema, signal);
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
