import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../test/builders.js';
import {
  AccountDetailsSchema,
  EmailSchema,
  normalizeEmail,
  VerificationCodeSchema,
} from './account.js';
import { COUNTRIES } from './countries.js';
import { MESSAGES } from '../common/messages.js';
import { ORGANIZATION_TYPES, VOCATIONS } from './organization.js';

/** An address of exactly `length` characters. */
function emailOfLength(length: number): string {
  const domain = '@example.com';
  return `${'a'.repeat(length - domain.length)}${domain}`;
}

describe('e-mail', () => {
  it('accepts 320 characters and refuses 321', () => {
    expect(EmailSchema.safeParse(emailOfLength(320)).success).toBe(true);
    expect(EmailSchema.safeParse(emailOfLength(321)).error?.issues[0]?.message).toBe(
      MESSAGES.invalidEmail,
    );
  });

  it('trims surrounding spaces', () => {
    expect(EmailSchema.parse('  ann@example.com ')).toBe('ann@example.com');
  });

  it.each([
    '',
    'ann',
    'ann@',
    '@example.com',
    'ann@example',
    'ann example@x.com',
    'a..b@example.com',
    'ann@@example.com',
  ])('refuses %j with the SPEC message', (email) => {
    expect(EmailSchema.safeParse(email).error?.issues.map((i) => i.message)).toContain(
      MESSAGES.invalidEmail,
    );
  });

  it.each(['ann@example.com', 'ann.lee+trucks@mail.example.co.uk', "o'neil@example.org"])(
    'accepts %s',
    (email) => {
      expect(EmailSchema.safeParse(email).success).toBe(true);
    },
  );

  it('compares addresses without case or spaces', () => {
    expect(normalizeEmail(' Ann@Example.COM ')).toBe('ann@example.com');
  });
});

describe('verification code', () => {
  it('is required and at most 6 characters', () => {
    expect(VerificationCodeSchema.safeParse('').error?.issues[0]?.message).toBe(
      MESSAGES.requiredField,
    );
    expect(VerificationCodeSchema.parse(' 123456 ')).toBe('123456');
    expect(VerificationCodeSchema.safeParse('1234567').success).toBe(false);
  });
});

describe('account details', () => {
  const details = {
    email: 'ann@example.com',
    firstName: 'Ann',
    lastName: 'Lee',
    organizationName: 'Lee Trucking',
    organizationType: 'Fleet',
    vocationCheckList: ['Linehaul', 'Heavy Haul'],
    countryList: ['United States'],
  };

  it('accepts complete details and trims names', () => {
    expect(AccountDetailsSchema.parse({ ...details, firstName: ' Ann ' }).firstName).toBe('Ann');
  });

  it('requires names of 1 to 255 characters after trimming', () => {
    expect(
      fieldErrors(AccountDetailsSchema, { ...details, firstName: ' ', lastName: 'l'.repeat(256) }),
    ).toEqual({
      firstName: MESSAGES.requiredField,
      lastName: 'Field cannot exceed 255 characters',
    });
    expect(
      fieldErrors(AccountDetailsSchema, { ...details, organizationName: 'o'.repeat(255) }),
    ).toEqual({});
  });

  it('requires an organization type, a vocation and a country from the lists', () => {
    const errors = fieldErrors(AccountDetailsSchema, {
      ...details,
      organizationType: undefined,
      vocationCheckList: [],
      countryList: ['Atlantis'],
    });
    expect(Object.keys(errors).sort()).toEqual([
      'countryList.0',
      'organizationType',
      'vocationCheckList',
    ]);
  });

  it('offers the lists of SPEC 3 in order', () => {
    expect(ORGANIZATION_TYPES[0]).toBe('Aftermarket Channel Partner');
    expect(ORGANIZATION_TYPES.at(-1)).toBe('Other');
    expect(VOCATIONS).toHaveLength(10);
    expect(VOCATIONS[1]).toBe('Pick up & Delivery');
    expect(COUNTRIES.length).toBeGreaterThan(240);
    expect(new Set(COUNTRIES).size).toBe(COUNTRIES.length);
    expect(COUNTRIES).toContain('Canada');
    expect(COUNTRIES).toContain('Mexico');
  });
});
