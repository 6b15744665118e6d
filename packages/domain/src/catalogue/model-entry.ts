import { z } from 'zod';
import { isMissingInput, requiredNumberSchema, requiredTextSchema } from '../common/fields.js';
import {
  ECHOED_TEXT_MAX_LENGTH,
  MODEL_NAME_MAX_LENGTH,
  MODEL_TORQUE_RANGE,
  MODELS_PER_FAMILY_MAX,
} from '../common/limits.js';
import { MESSAGES, tooLongMessage, tooManyItemsMessage } from '../common/messages.js';
import { parseNumericInput } from '../common/numeric.js';

/**
 * The models of a transmission family, each with its maximum torque (SPEC sections 3 and 5).
 * Removed models stay in the list with isDeleted so the change log keeps who removed what.
 */

/** One model of a family. `updatedBy` and `timeStamp` are filled by the server for the change log. */
export const ModelTorqueSchema = z.object({
  name: requiredTextSchema(MODEL_NAME_MAX_LENGTH),
  maxTorque: requiredNumberSchema(MODEL_TORQUE_RANGE, MESSAGES.modelTorqueRange).int(
    MESSAGES.wholeNumber,
  ),
  isDeleted: z.boolean().default(false),
  updatedBy: z.string().max(ECHOED_TEXT_MAX_LENGTH).nullish(),
  timeStamp: z.string().max(ECHOED_TEXT_MAX_LENGTH).nullish(),
});
export type ModelTorque = z.infer<typeof ModelTorqueSchema>;

/**
 * Key under which model names are compared: trimmed and case-insensitive, because "eeo-16f112c"
 * and "EEO-16F112C " name the same model for anyone reading the list.
 */
export function modelNameKey(name: string): string {
  return name.trim().toLocaleLowerCase('en-US');
}

/**
 * The model list of a family: at least one model that is not deleted (MESSAGES.addAtLeastOneModel),
 * and no two live models with the same name (reported on the later one's name).
 */
export const ModelTorquesSchema = z
  .array(ModelTorqueSchema, { error: MESSAGES.addAtLeastOneModel })
  .max(MODELS_PER_FAMILY_MAX, tooManyItemsMessage(MODELS_PER_FAMILY_MAX))
  .superRefine((models, ctx) => {
    const seen = new Set<string>();
    models.forEach((model, index) => {
      if (model.isDeleted) return;
      const key = modelNameKey(model.name);
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          message: MESSAGES.duplicateModelName,
          path: [index, 'name'],
        });
      }
      seen.add(key);
    });
    if (seen.size === 0) ctx.addIssue({ code: 'custom', message: MESSAGES.addAtLeastOneModel });
  });

/** What the admin has typed in the model entry row before pressing Add. */
export interface ModelEntry {
  name: string | null | undefined;
  maxTorque: number | string | null | undefined;
}

/** SPEC 5: Add is enabled only when both the name and the torque are filled in. */
export function canAddModel(entry: ModelEntry): boolean {
  return (entry.name ?? '').trim() !== '' && !isMissingInput(entry.maxTorque);
}

/**
 * Checks a model entry against SPEC 5 before it is added to the family. Returns the message to
 * show, or null when the entry can be added. Deleted models do not block their name.
 */
export function validateModelEntry(
  entry: ModelEntry,
  existingModels: readonly { name: string; isDeleted?: boolean }[],
): string | null {
  const name = (entry.name ?? '').trim();
  if (name === '') return MESSAGES.requiredField;
  if (name.length > MODEL_NAME_MAX_LENGTH) return tooLongMessage(MODEL_NAME_MAX_LENGTH);
  const key = modelNameKey(name);
  if (
    existingModels.some((model) => model.isDeleted !== true && modelNameKey(model.name) === key)
  ) {
    return MESSAGES.duplicateModelName;
  }
  const torque = parseNumericInput(entry.maxTorque);
  if (Number.isNaN(torque)) return MESSAGES.requiredField;
  if (torque < MODEL_TORQUE_RANGE.min || torque > MODEL_TORQUE_RANGE.max) {
    return MESSAGES.modelTorqueRange;
  }
  if (!Number.isInteger(torque)) return MESSAGES.wholeNumber;
  return null;
}

/**
 * A model named for a reader beside its family: "Endurant HD EEO-17F112C", but only
 * "Endurant XD 1850" where the model's name already begins with the family's, so a caption never
 * reads "Endurant XD Endurant XD 1850" (issue 25). Compared as family names are: trimmed, any case.
 */
export function familyModelTitle(familyName: string, modelName: string): string {
  const family = familyName.trim();
  const model = modelName.trim();
  const familyKey = family.toLocaleLowerCase('en-US');
  const modelKey = model.toLocaleLowerCase('en-US');
  if (modelKey === familyKey || modelKey.startsWith(`${familyKey} `)) return model;
  return `${family} ${model}`;
}
