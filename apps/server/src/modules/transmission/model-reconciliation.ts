import { modelNameKey, type TransmissionFamilyInput } from '@transmission-spec/domain';

/**
 * What saving a family does to its models, a product rule kept apart from the SQL that carries it
 * out. Models are matched by name as the domain compares them (modelNameKey: case and spacing do not
 * make a different model):
 * - a submitted name no live model has is added;
 * - a live model whose submitted twin differs (new torque, or the name spelled differently) is
 *   updated in place, keeping its id and history;
 * - a live model the submission no longer lists is removed, which the repository records as a soft
 *   delete so the log keeps who removed it and when;
 * - submitted entries marked deleted only describe history and change nothing.
 */

/** A model of the family as stored and not deleted. */
export interface LiveModel {
  readonly id: number;
  readonly name: string;
  readonly maxTorque: number;
}

export type SubmittedModel = TransmissionFamilyInput['modelTorques'][number];

export interface ModelReconciliationPlan {
  readonly added: readonly { readonly name: string; readonly maxTorque: number }[];
  readonly updated: readonly LiveModel[];
  readonly removedIds: readonly number[];
}

export function planModelReconciliation(
  live: readonly LiveModel[],
  submitted: readonly SubmittedModel[],
): ModelReconciliationPlan {
  const unmatched = new Map(live.map((model) => [modelNameKey(model.name), model]));
  const added: { name: string; maxTorque: number }[] = [];
  const updated: LiveModel[] = [];
  for (const model of submitted) {
    if (model.isDeleted) continue;
    const key = modelNameKey(model.name);
    const current = unmatched.get(key);
    if (!current) {
      added.push({ name: model.name, maxTorque: model.maxTorque });
      continue;
    }
    unmatched.delete(key);
    if (current.name !== model.name || current.maxTorque !== model.maxTorque) {
      updated.push({ id: current.id, name: model.name, maxTorque: model.maxTorque });
    }
  }
  return { added, updated, removedIds: [...unmatched.values()].map((model) => model.id) };
}
