import { z } from 'zod';

/** The fixed choice lists of the registration account details (SPEC 3), in the order shown. */

export const ORGANIZATION_TYPES = [
  'Aftermarket Channel Partner',
  'Dealer/Sales',
  'Distributor',
  'End User/Driver/Owner-Operator',
  'Fleet',
  'Lease Rental',
  'Maintenance/Service/Technician',
  'Manufacturer',
  'Other',
] as const;
export const OrganizationTypeSchema = z.enum(ORGANIZATION_TYPES);
export type OrganizationType = z.infer<typeof OrganizationTypeSchema>;

/** The user's most common application ("vocation"); the export calls it the self-description. */
export const VOCATIONS = [
  'Linehaul',
  'Pick up & Delivery',
  'Distributor',
  'Construction',
  'Logging',
  'Heavy Haul',
  'Mining',
  'Oil Field',
  'Refuse',
  'Fire & Rescue',
] as const;
export const VocationSchema = z.enum(VOCATIONS);
export type Vocation = z.infer<typeof VocationSchema>;
