import { modelNameKey } from '@transmission-spec/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  planModelReconciliation,
  type LiveModel,
  type ModelReconciliationPlan,
  type SubmittedModel,
} from './model-reconciliation.js';

/** What the repository does with a plan, on an in-memory list of live models. */
function apply(live: readonly LiveModel[], plan: ModelReconciliationPlan): LiveModel[] {
  const removed = new Set(plan.removedIds);
  const updates = new Map(plan.updated.map((model) => [model.id, model]));
  const kept = live
    .filter((model) => !removed.has(model.id))
    .map((model) => updates.get(model.id) ?? model);
  const nextId = Math.max(0, ...live.map((model) => model.id)) + 1;
  return [...kept, ...plan.added.map((model, index) => ({ id: nextId + index, ...model }))];
}

const names = fc.constantFrom('FO-6406A', 'fo-6406a ', 'FO-8406A', 'RT-8908LL', 'Ultrashift', 'X');
const torque = fc.integer({ min: 100, max: 3000 });

/** Live models as stored: distinct ids and, among live ones, distinct name keys. */
const liveModels = fc
  .uniqueArray(fc.record({ name: names, maxTorque: torque }), {
    selector: (model) => modelNameKey(model.name),
    maxLength: 5,
  })
  .map((models) => models.map((model, index) => ({ id: index + 1, ...model })));

/** A submission as validation lets it through: live entries with distinct name keys. */
const submissions = fc.uniqueArray(
  fc.record({ name: names, maxTorque: torque, isDeleted: fc.boolean() }),
  { selector: (model) => `${modelNameKey(model.name)}|${String(model.isDeleted)}`, maxLength: 6 },
);

const shape = (models: readonly { name: string; maxTorque: number }[]) =>
  models
    .map(({ name, maxTorque }) => ({ name, maxTorque }))
    .sort((a, b) => (a.name < b.name ? -1 : 1));

describe('model reconciliation', () => {
  const live: LiveModel[] = [
    { id: 1, name: 'FO-6406A', maxTorque: 1000 },
    { id: 2, name: 'FO-8406A', maxTorque: 1200 },
    { id: 3, name: 'RT-8908LL', maxTorque: 1650 },
  ];

  it('adds new names, updates changed twins in place, removes what is no longer listed', () => {
    const submitted: SubmittedModel[] = [
      { name: 'FO-6406A', maxTorque: 1000, isDeleted: false },
      { name: 'fo-8406a', maxTorque: 1250, isDeleted: false },
      { name: 'Ultrashift', maxTorque: 1450, isDeleted: false },
    ];
    expect(planModelReconciliation(live, submitted)).toEqual({
      added: [{ name: 'Ultrashift', maxTorque: 1450 }],
      updated: [{ id: 2, name: 'fo-8406a', maxTorque: 1250 }],
      removedIds: [3],
    });
  });

  it('treats entries marked deleted as history that changes nothing', () => {
    const submitted: SubmittedModel[] = [
      ...live.map((model) => ({ ...model, isDeleted: false })),
      { name: 'Old one', maxTorque: 900, isDeleted: true },
    ];
    expect(planModelReconciliation(live, submitted)).toEqual({
      added: [],
      updated: [],
      removedIds: [],
    });
  });

  it('leaves exactly the submitted live models, keeping the id of every model it keeps', () => {
    fc.assert(
      fc.property(liveModels, submissions, (current, submitted) => {
        const wanted = submitted.filter((model) => !model.isDeleted);
        // Validation refuses two live entries with one name; only such submissions reach here.
        fc.pre(new Set(wanted.map((model) => modelNameKey(model.name))).size === wanted.length);
        const plan = planModelReconciliation(current, submitted);
        const after = apply(current, plan);
        expect(shape(after)).toEqual(shape(wanted));
        const keys = new Map(current.map((model) => [modelNameKey(model.name), model.id]));
        for (const model of after) {
          const id = keys.get(modelNameKey(model.name));
          if (id !== undefined) expect(model.id).toBe(id);
        }
        // Nothing is touched that needs no change.
        for (const model of plan.updated) {
          const before = current.find((row) => row.id === model.id);
          expect(before?.name !== model.name || before.maxTorque !== model.maxTorque).toBe(true);
        }
      }),
    );
  });
});
