import { z } from 'zod';
import { SITE_PATH } from './shell-answers.js';

/**
 * POST /logout's answer: where the browser goes next (/logout/callback, which lands home or on
 * /inactive). A path on this site only, so the answer can never send the browser elsewhere.
 * The web app's shell reads it with signOutAnswerCheck (shell-answers.ts), without zod.
 */
export const SignOutAnswerSchema = z.object({ redirectTo: z.string().regex(SITE_PATH) });
export type SignOutAnswer = z.infer<typeof SignOutAnswerSchema>;
