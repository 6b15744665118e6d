import type { ResetPasswordRequest } from '@transmission-spec/domain';

import { apiRequest } from '../../../lib/api-client';

/** SPEC 7's password reset calls. */

/** POST /api/security/reset-password/email/{email}: the same answer whether or not it has an account. */
export async function requestResetEmail(email: string): Promise<void> {
  await apiRequest(`/api/security/reset-password/email/${encodeURIComponent(email)}`, {
    method: 'POST',
  });
}

/** POST /api/security/reset-password/password with the id and code from the e-mailed link. */
export async function resetPassword(request: ResetPasswordRequest): Promise<void> {
  await apiRequest('/api/security/reset-password/password', {
    method: 'POST',
    body: request,
    refreshSession: false,
  });
}
