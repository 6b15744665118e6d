import { describe, expect, it } from 'vitest';
import { chooseModel, strongestLiveTorque } from './model-choice.js';

const model = (name: string, maxTorque: number, isDeleted = false) => ({
  name,
  maxTorque,
  isDeleted,
});

describe('chooseModel', () => {
  const models = [model('Big', 2250), model('Small', 1450), model('Mid', 1850)];

  it('offers the smallest model that covers the torque', () => {
    expect(chooseModel(models, 1500)?.name).toBe('Mid');
    expect(chooseModel(models, 1000)?.name).toBe('Small');
  });

  it('counts a model rated exactly at the engine torque as covering it', () => {
    expect(chooseModel(models, 1850)?.name).toBe('Mid');
  });

  it('returns null when no model covers the torque', () => {
    expect(chooseModel(models.slice(1), 2000)).toBeNull();
    expect(chooseModel([], 1000)).toBeNull();
  });

  it('never offers a deleted model', () => {
    expect(chooseModel([model('Gone', 1650, true), model('Live', 2050)], 1600)?.name).toBe('Live');
    expect(chooseModel([model('Gone', 2250, true)], 1600)).toBeNull();
  });

  it('breaks a torque tie by name, whatever the list order', () => {
    const tied = [model('B-1650', 1650), model('a-1650', 1650), model('C-1650', 1650)];
    expect(chooseModel(tied, 1600)?.name).toBe('a-1650');
    expect(chooseModel([...tied].reverse(), 1600)?.name).toBe('a-1650');
  });
});

describe('strongestLiveTorque', () => {
  it('is the largest torque among live models', () => {
    expect(strongestLiveTorque([model('A', 1450), model('B', 2250, true), model('C', 1850)])).toBe(
      1850,
    );
  });

  it('is null when every model is deleted', () => {
    expect(strongestLiveTorque([model('A', 1450, true)])).toBeNull();
  });
});
