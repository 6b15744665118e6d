import { z } from 'zod';

import type { RegisteredAs } from './api/registration-api';

/**
 * Registration's code step (step 2), kept for the browser tab's lifetime so that a reload there
 * resumes it for the same address (issue 25 item 6) instead of starting over at step 1, where the
 * address would then answer that it already has an account. Only the address and whether it is a
 * new one are kept: never the code or the password. Step 3 needs nothing kept: the user is signed
 * in by then, and the current user says the details are still missing.
 */
const REGISTRATION_STEP_STORAGE_KEY = 'transmission-spec.registration-step';

const PendingVerificationSchema = z.object({
  email: z.string().min(1).max(320),
  registeredAs: z.enum(['new', 'existing']),
});

interface PendingVerification {
  readonly email: string;
  readonly registeredAs: RegisteredAs;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be blocked by the browser's privacy settings; a reload then starts at step 1.
    return null;
  }
}

export function savePendingVerification(pending: PendingVerification): void {
  try {
    storage()?.setItem(REGISTRATION_STEP_STORAGE_KEY, JSON.stringify(pending));
  } catch {
    // Full or blocked storage only costs the reload convenience.
  }
}

/** The code step this tab was at, or null when there is none or it no longer parses. */
export function loadPendingVerification(): PendingVerification | null {
  const raw = storage()?.getItem(REGISTRATION_STEP_STORAGE_KEY);
  if (raw === null || raw === undefined) return null;
  try {
    const parsed = PendingVerificationSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearPendingVerification(): void {
  try {
    storage()?.removeItem(REGISTRATION_STEP_STORAGE_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
