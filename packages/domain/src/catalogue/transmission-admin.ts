import { z } from 'zod';
import {
  IMAGE_EXTENSIONS,
  IMAGE_MAX_BYTES,
  RANK_MAX,
  RANK_UPDATE_MAX_ITEMS,
} from '../common/limits.js';
import { MESSAGES, tooManyItemsMessage } from '../common/messages.js';
import { TransmissionFamilySchema, TransmissionIdSchema } from './transmission-family.js';

/** Admin catalogue operations beyond the family itself: image upload, change log, ranking. */

/** An accepted image format, named by its usual extension. */
export type ImageExtension = (typeof IMAGE_EXTENSIONS)[number];

/** The extension of a file name, lower-cased, or '' when it has none. */
function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * SPEC 5's image rules: png, jpg, jpeg or gif (any letter case), at most 10 MB (10485760 bytes).
 * Returns the message to show, or null when the file is acceptable. The format is checked first,
 * since a file of the wrong kind is refused whatever its size.
 */
export function validateImageFile(file: { name: string; size: number }): string | null {
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
    return MESSAGES.imageUnsupportedType;
  }
  if (file.size > IMAGE_MAX_BYTES) return MESSAGES.imageTooLarge;
  return null;
}

/**
 * The image format from a file's first bytes (PNG, JPEG or GIF signature), or null for anything
 * else. The server uses it so a renamed file of another kind cannot pass the extension check.
 */
export function detectImageType(bytes: Uint8Array): 'png' | 'jpeg' | 'gif' | null {
  const starts = (signature: readonly number[]) =>
    signature.every((byte, index) => bytes[index] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (
    starts([0x47, 0x49, 0x46, 0x38, 0x37, 0x61]) ||
    starts([0x47, 0x49, 0x46, 0x38, 0x39, 0x61])
  ) {
    return 'gif';
  }
  return null;
}

/** One change log record: a full snapshot of the family, who saved it and when. */
export const TransmissionLogEntrySchema = z.object({
  transmissionModel: TransmissionFamilySchema,
  updatedBy: z.string().nullable(),
  timeStamp: z.string(),
});
export type TransmissionLogEntry = z.infer<typeof TransmissionLogEntrySchema>;

/** GET api/transmission/logs/{id} answer: index 0 the current record, index 1 the previous one. */
export const TransmissionLogListSchema = z.array(TransmissionLogEntrySchema).max(2);

/** One row of PUT api/transmission/UpdateList (capitalized keys as SPEC 3 names them). */
export const RankUpdateItemSchema = z.object({
  Id: TransmissionIdSchema,
  Rank: z.number().int().positive().max(RANK_MAX),
});
export type RankUpdateItem = z.infer<typeof RankUpdateItemSchema>;

/**
 * PUT api/transmission/UpdateList body. Shared ranks are allowed (SPEC 4 only asks the admin to
 * confirm them) but one family cannot appear twice.
 */
export const RankUpdateListSchema = z
  .array(RankUpdateItemSchema)
  .min(1, MESSAGES.requiredField)
  .max(RANK_UPDATE_MAX_ITEMS, tooManyItemsMessage(RANK_UPDATE_MAX_ITEMS))
  .refine((items) => new Set(items.map((item) => item.Id)).size === items.length, {
    message: MESSAGES.noDuplicates,
  });
export type RankUpdateList = z.infer<typeof RankUpdateListSchema>;

/**
 * Names of the families that share a rank with another, in list order, for
 * duplicateRanksMessage(); empty when every rank is distinct.
 */
export function findDuplicateRankNames(
  rows: readonly { name: string; rank: number | null | undefined }[],
): string[] {
  const counts = new Map<number, number>();
  for (const { rank } of rows) {
    if (rank != null) counts.set(rank, (counts.get(rank) ?? 0) + 1);
  }
  return rows
    .filter(({ rank }) => rank != null && (counts.get(rank) ?? 0) > 1)
    .map(({ name }) => name);
}
