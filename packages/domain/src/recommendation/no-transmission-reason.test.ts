import { describe, expect, it } from 'vitest';
import {
  answerValueLabel,
  NO_TRANSMISSION_AVAILABLE,
  NoTransmissionReasonSchema,
  noTransmissionText,
  type NoTransmissionReason,
} from './no-transmission-reason.js';

const reason: NoTransmissionReason = {
  kind: 'unsupportedAnswers',
  obstacles: [
    { kind: 'limit', check: 'torque', value: 2250, unit: 'lb-ft' },
    { kind: 'limit', check: 'gcw', value: 120_000, unit: 'lbs' },
    { kind: 'limit', check: 'cruiseSpeed', value: 80, unit: 'mph' },
    { kind: 'support', check: 'terrain', values: ['SteepGrade'] },
  ],
};

describe('noTransmissionText', () => {
  it('phrases the reason in Imperial units, as the API message does', () => {
    expect(noTransmissionText(reason, 'Imperial')).toBe(
      'No transmission in the portfolio takes 2,250 lb-ft of engine torque together with ' +
        'a gross combined weight of 120,000 lbs, a cruise speed of 80 mph and ' +
        'Steep Grade (20% or larger) terrain.',
    );
  });

  it('phrases the same reason in Metric units', () => {
    expect(noTransmissionText(reason, 'Metric')).toBe(
      'No transmission in the portfolio takes 3,051 Nm of engine torque together with ' +
        'a gross combined weight of 54,431 kg, a cruise speed of 129 kph and ' +
        'Steep Grade (20% or larger) terrain.',
    );
  });

  it('says nothing is available when the portfolio is empty', () => {
    expect(noTransmissionText({ kind: 'portfolioEmpty' }, 'Metric')).toBe(
      NO_TRANSMISSION_AVAILABLE,
    );
  });
});

describe('NoTransmissionReasonSchema', () => {
  it('reads a reason and refuses one without obstacles or with an unknown check', () => {
    expect(NoTransmissionReasonSchema.parse(reason)).toEqual(reason);
    expect(
      NoTransmissionReasonSchema.safeParse({ kind: 'unsupportedAnswers', obstacles: [] }).success,
    ).toBe(false);
    expect(
      NoTransmissionReasonSchema.safeParse({
        kind: 'unsupportedAnswers',
        obstacles: [{ kind: 'limit', check: 'altitude', value: 1, unit: 'ft' }],
      }).success,
    ).toBe(false);
  });
});

describe('answerValueLabel', () => {
  it('gives the survey’s label of an answer, and an unknown value as itself', () => {
    expect(answerValueLabel('terrain', 'HillyRolling')).toBe('Hilly/Rolling (2-6% grade)');
    expect(answerValueLabel('pto', 'TwoPTO')).toBe('2 PTOs');
    expect(answerValueLabel('application', 'Spaceship')).toBe('Spaceship');
  });
});
