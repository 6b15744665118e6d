import type { ModelTorque } from '@transmission-spec/domain';
import { compareNames } from './compare.js';

/**
 * Which model of a family to offer (RECOMMENDATION.md section 1): the live model with the smallest
 * maxTorque that still covers the engine torque. A bigger model than needed wastes weight and money;
 * a smaller one voids the warranty. Deleted models stay in the list only for the change log.
 */

/** The model to offer for `engineTorque`, or null when no live model covers it. Ties go by name. */
export function chooseModel(
  models: readonly ModelTorque[],
  engineTorque: number,
): ModelTorque | null {
  let best: ModelTorque | null = null;
  for (const model of models) {
    if (model.isDeleted || model.maxTorque < engineTorque) continue;
    if (
      best === null ||
      model.maxTorque < best.maxTorque ||
      (model.maxTorque === best.maxTorque && compareNames(model.name, best.name) < 0)
    ) {
      best = model;
    }
  }
  return best;
}

/** The largest maxTorque among live models (the family's torque limit), or null when none is live. */
export function strongestLiveTorque(models: readonly ModelTorque[]): number | null {
  let strongest: number | null = null;
  for (const model of models) {
    if (!model.isDeleted && (strongest === null || model.maxTorque > strongest)) {
      strongest = model.maxTorque;
    }
  }
  return strongest;
}
