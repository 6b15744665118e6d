import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFamilyInput, fieldErrors } from '../../test/builders.js';
import { APPLICATIONS, TERRAINS } from '../common/enums.js';
import { learnMoreUrlInvalid, limitAtMinimumMessage, MESSAGES } from '../common/messages.js';
import { SUPPORT_GROUP_KEYS } from './support-groups.js';
import {
  createTransmissionFamilyInputSchema,
  familyNameKey,
  isFamilyNameTaken,
  limitsAtMinimum,
  newTransmissionFamilyDefaults,
  TransmissionFamilyInputSchema,
  TransmissionFamilySchema,
} from './transmission-family.js';

/** The sample catalogue of the shared brief, copied into the package's test fixtures. */
const catalogue = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../catalogue/sample-catalogue.json'), 'utf8'),
) as { families: unknown[] };

const urlMessage = learnMoreUrlInvalid('https://www.example.com');

describe('the sample catalogue', () => {
  it('holds eight families', () => {
    expect(catalogue.families).toHaveLength(8);
  });

  it.each(catalogue.families.map((family, index) => [index, family]))(
    'parses family %d with every rule of the admin form',
    (_index, family) => {
      expect(fieldErrors(TransmissionFamilyInputSchema, family)).toEqual({});
    },
  );

  it('gives every family gear ratios, with the public figures its README names', () => {
    const families = catalogue.families.map((family) =>
      TransmissionFamilyInputSchema.parse(family),
    );
    const ratiosOf = (name: string) => families.find((family) => family.name === name)?.gearRatios;
    expect(families.every((family) => family.gearRatios !== null)).toBe(true);
    // Endurant HD: direct drive in 11th, 0.77 overdrive in 12th.
    expect(ratiosOf('Endurant HD')?.forward.slice(-2)).toEqual([1, 0.77]);
    expect(ratiosOf('Fuller Advantage Automated')?.forward.at(-1)).toBe(0.8);
    // The VMS mixer low.
    expect(ratiosOf('UltraShift PLUS Vocational (VCS/VMS)')?.forward[0]).toBe(36);
    expect(ratiosOf('Endurant XD')?.reverse).toHaveLength(6);
  });
});

describe('transmission family input', () => {
  it('accepts a valid family and trims its texts', () => {
    const parsed = TransmissionFamilyInputSchema.parse(
      buildFamilyInput({ name: '  Endurant HD ' }),
    );
    expect(parsed.name).toBe('Endurant HD');
  });

  it('fills every feature left out with NotSupported', () => {
    const parsed = TransmissionFamilyInputSchema.parse(
      buildFamilyInput({ supportedTerrain: { Flat: 'Recommended' }, supportedPto: undefined }),
    );
    expect(Object.keys(parsed.supportedTerrain)).toEqual([...TERRAINS]);
    expect(parsed.supportedTerrain.Flat).toBe('Recommended');
    expect(parsed.supportedTerrain.SteepGrade).toBe('NotSupported');
    expect(parsed.supportedPto).toEqual({
      NoPTO: 'NotSupported',
      OnePTO: 'NotSupported',
      TwoPTO: 'NotSupported',
      ThreeOrMorePTO: 'NotSupported',
    });
  });

  it('refuses an unknown support level', () => {
    const family = buildFamilyInput({ supportedTerrain: { Flat: 'Maybe' as never } });
    expect(Object.keys(fieldErrors(TransmissionFamilyInputSchema, family))).toEqual([
      'supportedTerrain.Flat',
    ]);
  });

  it('requires name, description and learn-more URL', () => {
    const family = buildFamilyInput({ name: ' ', description: '<p></p>', learnMoreUrl: '' });
    expect(fieldErrors(TransmissionFamilyInputSchema, family)).toEqual({
      name: MESSAGES.requiredField,
      description: MESSAGES.requiredField,
      learnMoreUrl: MESSAGES.requiredField,
    });
  });

  it('limits the name to 200 characters and the description to 100000', () => {
    const ok = buildFamilyInput({ name: 'n'.repeat(200), description: 'd'.repeat(100_000) });
    expect(fieldErrors(TransmissionFamilyInputSchema, ok)).toEqual({});
    const long = buildFamilyInput({ name: 'n'.repeat(201), description: 'd'.repeat(100_001) });
    expect(fieldErrors(TransmissionFamilyInputSchema, long)).toEqual({
      name: MESSAGES.fieldTooLong200,
      description: 'Field cannot exceed 100000 characters',
    });
  });

  it('requires the learn-more URL to be an http or https URL of at most 200 characters', () => {
    const errorsFor = (learnMoreUrl: string) =>
      fieldErrors(TransmissionFamilyInputSchema, buildFamilyInput({ learnMoreUrl }));
    expect(errorsFor('http://example.com/a')).toEqual({});
    expect(errorsFor(`https://example.com/${'a'.repeat(180)}`)).toEqual({});
    expect(errorsFor('www.example.com')).toEqual({ learnMoreUrl: urlMessage });
    expect(errorsFor('ftp://example.com')).toEqual({ learnMoreUrl: urlMessage });
    expect(errorsFor('javascript:alert(1)')).toEqual({ learnMoreUrl: urlMessage });
    expect(errorsFor(`https://example.com/${'a'.repeat(181)}`)).toEqual({
      learnMoreUrl: MESSAGES.fieldTooLong200,
    });
  });

  it('shows the given example host in the URL message', () => {
    const schema = createTransmissionFamilyInputSchema('https://transmission.example');
    expect(fieldErrors(schema, buildFamilyInput({ learnMoreUrl: 'nope' }))).toEqual({
      learnMoreUrl: learnMoreUrlInvalid('https://transmission.example'),
    });
  });

  it('needs at least one model with a unique name', () => {
    expect(
      fieldErrors(TransmissionFamilyInputSchema, buildFamilyInput({ modelTorques: [] })),
    ).toEqual({
      modelTorques: MESSAGES.addAtLeastOneModel,
    });
    const twins = [
      { name: 'A', maxTorque: 1500 },
      { name: 'A', maxTorque: 1600 },
    ];
    expect(
      fieldErrors(TransmissionFamilyInputSchema, buildFamilyInput({ modelTorques: twins })),
    ).toEqual({ 'modelTorques.1.name': MESSAGES.duplicateModelName });
  });

  it('allows no weight limit but otherwise keeps limits within their ranges', () => {
    expect(
      fieldErrors(TransmissionFamilyInputSchema, buildFamilyInput({ maxSupportedGcw: null })),
    ).toEqual({});
    const family = buildFamilyInput({ maxSupportedCruiseSpeed: 90, maxSupportedEngineHp: 300 });
    expect(fieldErrors(TransmissionFamilyInputSchema, family)).toEqual({
      maxSupportedCruiseSpeed: 'Value must be within the range of 45 to 80',
      maxSupportedEngineHp: 'Value must be within the range of 330 to 625',
    });
  });
});

describe('new transmission family', () => {
  const defaults = newTransmissionFamilyDefaults();

  it('starts with every axle threshold at 2', () => {
    expect(Object.values(defaults.axleRatioThresholds)).toEqual(Array(8).fill(2));
  });

  it('starts with the speed, power and weight limits at their minimums', () => {
    expect(defaults.maxSupportedMaxSpeed).toBe(45);
    expect(defaults.maxSupportedCruiseSpeed).toBe(45);
    expect(defaults.maxSupportedEngineHp).toBe(330);
    expect(defaults.maxSupportedGcw).toBe(33_000);
  });

  it("lists every limit left at its minimum, in the form's order, for the save to warn about", () => {
    expect(limitsAtMinimum(defaults)).toEqual([
      { key: 'maxSupportedCruiseSpeed', value: 45 },
      { key: 'maxSupportedMaxSpeed', value: 45 },
      { key: 'maxSupportedEngineHp', value: 330 },
      { key: 'maxSupportedGcw', value: 33_000 },
    ]);
    expect(
      limitsAtMinimum({
        ...defaults,
        maxSupportedCruiseSpeed: 65,
        maxSupportedMaxSpeed: 46,
        maxSupportedEngineHp: 335,
      }),
    ).toEqual([{ key: 'maxSupportedGcw', value: 33_000 }]);
    // An empty GCW is no limit at all, not a limit at its minimum.
    expect(limitsAtMinimum({ ...defaults, maxSupportedGcw: null })).not.toContainEqual(
      expect.objectContaining({ key: 'maxSupportedGcw' }),
    );
  });

  it('says in plain words what a limit at its minimum does', () => {
    expect(limitAtMinimumMessage({ key: 'maxSupportedCruiseSpeed', value: 45 })).toBe(
      'Max cruise speed is 45 mph, the least it can be: this family will be offered only to trucks that cruise at 45 mph or less.',
    );
    expect(limitAtMinimumMessage({ key: 'maxSupportedMaxSpeed', value: 45 })).toBe(
      'Max top speed is 45 mph, the least it can be: this family will be offered only to trucks whose top road speed is 45 mph or less.',
    );
    expect(limitAtMinimumMessage({ key: 'maxSupportedEngineHp', value: 330 })).toBe(
      'Max engine power is 330 HP, the least it can be: this family will be offered only to trucks with engines of 330 HP or less.',
    );
    expect(limitAtMinimumMessage({ key: 'maxSupportedGcw', value: 33_000 })).toBe(
      'Max GCW is 33,000 lbs, the least it can be: this family will be offered only to trucks with a GCW of 33,000 lbs or less.',
    );
  });

  it('starts with every feature NotSupported', () => {
    for (const key of SUPPORT_GROUP_KEYS) {
      expect(new Set(Object.values(defaults[key]))).toEqual(new Set(['NotSupported']));
    }
    expect(Object.keys(defaults.supportedApplications)).toEqual([...APPLICATIONS]);
  });

  it('becomes valid once named, described, linked and given a model', () => {
    const filled = {
      ...defaults,
      name: 'New family',
      description: 'Text',
      learnMoreUrl: 'https://example.com',
      modelTorques: [{ name: 'M1', maxTorque: 1500, isDeleted: false }],
    };
    expect(fieldErrors(TransmissionFamilyInputSchema, filled)).toEqual({});
    expect(Object.keys(fieldErrors(TransmissionFamilyInputSchema, defaults)).sort()).toEqual([
      'description',
      'learnMoreUrl',
      'modelTorques',
      'name',
    ]);
  });
});

describe('stored transmission family', () => {
  it('adds an id, the deleted flag and the image', () => {
    const stored = { ...buildFamilyInput(), id: 7, image: null };
    const parsed = TransmissionFamilySchema.parse(stored);
    expect(parsed).toMatchObject({ id: 7, isDeleted: false, image: null });
    expect(TransmissionFamilySchema.safeParse({ ...stored, id: 0 }).success).toBe(false);
  });
});

describe('family names', () => {
  it('are one name whatever the case and the spaces around them', () => {
    expect(familyNameKey('  Endurant HD ')).toBe(familyNameKey('endurant hd'));
    expect(isFamilyNameTaken(' endurant HD', ['UltraShift PLUS', 'Endurant HD'])).toBe(true);
    expect(isFamilyNameTaken('Endurant HD 2', ['Endurant HD'])).toBe(false);
    expect(isFamilyNameTaken('Endurant', [])).toBe(false);
  });
});
