import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../test/builders.js';
import { MESSAGES } from '../common/messages.js';
import {
  canAddModel,
  familyModelTitle,
  ModelTorqueSchema,
  ModelTorquesSchema,
  validateModelEntry,
} from './model-entry.js';

const existing = [{ name: 'EEO-16F112C' }, { name: 'Old model', isDeleted: true }];

describe('model torque', () => {
  it.each([
    [999, false],
    [1000, true],
    [2250, true],
    [2251, false],
  ])('with a torque of %d is valid: %s', (maxTorque, valid) => {
    const errors = fieldErrors(ModelTorqueSchema, { name: 'M', maxTorque });
    expect(errors).toEqual(valid ? {} : { maxTorque: MESSAGES.modelTorqueRange });
  });

  it('is not deleted unless said so', () => {
    expect(ModelTorqueSchema.parse({ name: ' M ', maxTorque: 1650 })).toEqual({
      name: 'M',
      maxTorque: 1650,
      isDeleted: false,
    });
  });

  it('requires a name and a torque', () => {
    expect(fieldErrors(ModelTorqueSchema, { name: ' ', maxTorque: Number.NaN })).toEqual({
      name: MESSAGES.requiredField,
      maxTorque: MESSAGES.requiredField,
    });
  });
});

describe('model list of a family', () => {
  it('needs at least one model', () => {
    expect(fieldErrors(ModelTorquesSchema, [])).toEqual({ root: MESSAGES.addAtLeastOneModel });
  });

  it('does not count deleted models as the one model', () => {
    const onlyDeleted = [{ name: 'A', maxTorque: 1500, isDeleted: true }];
    expect(fieldErrors(ModelTorquesSchema, onlyDeleted)).toEqual({
      root: MESSAGES.addAtLeastOneModel,
    });
  });

  it('refuses two live models with the same name, ignoring case and spaces', () => {
    const models = [
      { name: 'EEO-16F112C', maxTorque: 1650 },
      { name: ' eeo-16f112c', maxTorque: 1750 },
    ];
    expect(fieldErrors(ModelTorquesSchema, models)).toEqual({
      '1.name': MESSAGES.duplicateModelName,
    });
  });

  it('lets a live model reuse the name of a deleted one', () => {
    const models = [
      { name: 'A', maxTorque: 1500, isDeleted: true },
      { name: 'A', maxTorque: 1600 },
    ];
    expect(fieldErrors(ModelTorquesSchema, models)).toEqual({});
  });
});

describe('model entry row', () => {
  it('enables Add only when both name and torque are filled in', () => {
    expect(canAddModel({ name: 'M', maxTorque: 1500 })).toBe(true);
    expect(canAddModel({ name: 'M', maxTorque: '' })).toBe(false);
    expect(canAddModel({ name: '  ', maxTorque: 1500 })).toBe(false);
    expect(canAddModel({ name: null, maxTorque: null })).toBe(false);
  });

  it('accepts a new name with a torque in range', () => {
    expect(validateModelEntry({ name: 'EEO-18F112C', maxTorque: 1850 }, existing)).toBeNull();
    expect(validateModelEntry({ name: 'EEO-18F112C', maxTorque: '2,250' }, existing)).toBeNull();
  });

  it('refuses a name the family already has', () => {
    expect(validateModelEntry({ name: 'EEO-16F112C', maxTorque: 1650 }, existing)).toBe(
      MESSAGES.duplicateModelName,
    );
    expect(validateModelEntry({ name: 'eeo-16f112c ', maxTorque: 1650 }, existing)).toBe(
      MESSAGES.duplicateModelName,
    );
  });

  it('allows the name of a deleted model', () => {
    expect(validateModelEntry({ name: 'Old model', maxTorque: 1650 }, existing)).toBeNull();
  });

  it.each([
    [999, MESSAGES.modelTorqueRange],
    [1000, null],
    [2250, null],
    [2251, MESSAGES.modelTorqueRange],
    [1500.5, MESSAGES.wholeNumber],
    ['', MESSAGES.requiredField],
  ])('answers a torque of %s with %s', (maxTorque, message) => {
    expect(validateModelEntry({ name: 'New', maxTorque }, existing)).toBe(message);
  });

  it('requires a name of at most 200 characters', () => {
    expect(validateModelEntry({ name: '', maxTorque: 1500 }, [])).toBe(MESSAGES.requiredField);
    expect(validateModelEntry({ name: 'a'.repeat(200), maxTorque: 1500 }, [])).toBeNull();
    expect(validateModelEntry({ name: 'a'.repeat(201), maxTorque: 1500 }, [])).toBe(
      MESSAGES.fieldTooLong200,
    );
  });
});

describe('familyModelTitle (issue 25)', () => {
  it('names the family once', () => {
    expect(familyModelTitle('Endurant XD', 'Endurant XD 1850')).toBe('Endurant XD 1850');
    expect(familyModelTitle('Endurant XD', 'endurant xd 2050')).toBe('endurant xd 2050');
    expect(familyModelTitle('Endurant HD', 'EEO-17F112C')).toBe('Endurant HD EEO-17F112C');
    expect(familyModelTitle('Endurant XD Pro', 'Endurant XD Pro 2050')).toBe(
      'Endurant XD Pro 2050',
    );
    expect(familyModelTitle('Endurant', 'EndurantX 9')).toBe('Endurant EndurantX 9');
  });
});
