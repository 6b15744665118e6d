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
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
