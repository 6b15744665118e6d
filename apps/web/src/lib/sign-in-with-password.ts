import { currentUserCheck } from '@transmission-spec/domain';
import type { CurrentUser, TokenRequest } from '@transmission-spec/domain';

import { apiPost } from './api-client';

/**
 * POST /api/security/token: signs in directly (right after registration) and sets the same
 * cookies as the redirect sign-in. A 401 here means wrong credentials, so no session refresh.
 */
export function signInWithPassword(request: TokenRequest): Promise<CurrentUser> {
  return apiPost('/api/security/token', request, currentUserCheck, { refreshSession: false });
}
