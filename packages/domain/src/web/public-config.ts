import { z } from 'zod';

/**
 * What the browser needs to know about this deployment (GET /api/config): where the maker's
 * transmission portfolio and representative finder live, and the customer-service phone printed on
 * results and PDFs. Set by the operator, never hard-coded in the web app.
 */
export const PublicConfigSchema = z.object({
  portfolioUrl: z.url(),
  findRepresentativeUrl: z.url(),
  customerServicePhone: z.string().min(1),
  /**
   * Sign a user out after this long without activity (SPEC 9: one hour). Configurable so tests and
   * demos can watch it happen without waiting an hour.
   */
  idleTimeoutMs: z.number().int().positive(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
