import type {
  AccountDetails,
  RegistrationVerifyExisting,
  RegistrationVerifyNew,
} from '@transmission-spec/domain';

import { apiRequest, apiSend } from '../../../lib/api-client';

/** SPEC 7's registration calls. */

/** Who the code was sent to: a new address (201) or an account still to verify (200). */
export type RegisteredAs = 'new' | 'existing';

/** POST /api/registration/register/{email}; calling it again sends a fresh code. */
export async function registerEmail(email: string): Promise<RegisteredAs> {
  const { status } = await apiSend(`/api/registration/register/${encodeURIComponent(email)}`, {
    method: 'POST',
  });
  return status === 201 ? 'new' : 'existing';
}

/** POST /api/registration/verifynew: creates the verified account (201). */
export async function verifyNewAccount(request: RegistrationVerifyNew): Promise<void> {
  await apiRequest('/api/registration/verifynew', { method: 'POST', body: request });
}

/** POST /api/registration/verifyexisting: verifies the e-mail of an existing account (200). */
export async function verifyExistingAccount(request: RegistrationVerifyExisting): Promise<void> {
  await apiRequest('/api/registration/verifyexisting', { method: 'POST', body: request });
}

/** POST /api/registration/accountdetails, signed in as that e-mail (200). */
export async function saveAccountDetails(details: AccountDetails): Promise<void> {
  await apiRequest('/api/registration/accountdetails', { method: 'POST', body: details });
}
