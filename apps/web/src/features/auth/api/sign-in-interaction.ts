import { useQuery } from '@tanstack/react-query';
import { EmailSchema, MESSAGES } from '@transmission-spec/domain';
import { z } from 'zod';

import { apiGet, apiPost } from '../../../lib/api-client';

/**
 * The identity provider's sign-in interaction, which our own screen completes: details of the
 * interaction (an e-mail hint) and the credentials post, answered with where to go next.
 */

export const SignInFormSchema = z.object({
  email: EmailSchema,
  // Only required: signing in must not depend on today's rules matching the day it was set.
  password: z.string().min(1, MESSAGES.requiredField),
});
export type SignInForm = z.infer<typeof SignInFormSchema>;

const SignInDetailsSchema = z.object({ loginHint: z.string().nullable() });
const SignInAnswerSchema = z.object({ redirectTo: z.string().min(1) });

function interactionPath(uid: string): string {
  return `/sign-in/${encodeURIComponent(uid)}`;
}

export function getSignInDetails(uid: string, signal?: AbortSignal) {
  return apiGet(`${interactionPath(uid)}/details`, SignInDetailsSchema, signal);
}

export function useSignInDetails(uid: string) {
  return useQuery({
    queryKey: ['sign-in-details', uid],
    queryFn: ({ signal }) => getSignInDetails(uid, signal),
    retry: false,
    staleTime: Infinity,
  });
}

/** POST /sign-in/:uid/login; a 401 means wrong credentials, never an expired session. */
export async function submitSignIn(uid: string, form: SignInForm): Promise<string> {
  const answer = await apiPost(`${interactionPath(uid)}/login`, form, SignInAnswerSchema, {
    refreshSession: false,
  });
  return answer.redirectTo;
}
