import { currentUserCheck } from '@transmission-spec/domain';
import type { CurrentUser } from '@transmission-spec/domain';

import { apiGet } from './api-client';

/** GET /api/security/currentuser: who the cookies belong to (anonymous without them). */
export const currentUserQueryKey = ['current-user'] as const;

export function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return apiGet('/api/security/currentuser', currentUserCheck, signal);
}
