import { QueryClient } from '@tanstack/react-query';

/** One client per app (and a fresh one per test), with defaults suited to a form-driven tool. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}
