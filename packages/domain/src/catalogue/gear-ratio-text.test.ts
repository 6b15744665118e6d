import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatGearRatio,
  formatGearRatioList,
  gearRatiosFromText,
  gearRatiosToText,
  parseGearRatioList,
} from './gear-ratio-text.js';
import { GearRatiosSchema } from './gear-ratios.js';

describe('typed gear ratio lists', () => {
  it('read commas, semicolons and spaces as separators', () => {
    expect(parseGearRatioList(' 14.8, 10.95;8.09  5.97 ,, 0.73 ')).toEqual([
      14.8, 10.95, 8.09, 5.97, 0.73,
    ]);
  });

  it('keep a token that is not a number as text, so its gear can be named', () => {
    expect(parseGearRatioList('14.8, 1o.95, 1e2, .73')).toEqual([14.8, '1o.95', '1e2', 0.73]);
  });

  it('make no ratios at all null, and anything typed a pair of lists', () => {
    expect(gearRatiosFromText('  ', '')).toBeNull();
    expect(gearRatiosFromText('', '12.9')).toEqual({ forward: [], reverse: [12.9] });
    expect(gearRatiosFromText('14.8, 0.73', '')).toEqual({ forward: [14.8, 0.73], reverse: [] });
  });
});

describe('written gear ratios', () => {
  it('show two decimals, three where the third is set', () => {
    expect(formatGearRatio(14.8)).toBe('14.80');
    expect(formatGearRatio(1)).toBe('1.00');
    expect(formatGearRatio(0.77)).toBe('0.77');
    expect(formatGearRatio(0.735)).toBe('0.735');
    expect(formatGearRatioList([14.8, 'x', 0.73])).toBe('14.80, x, 0.73');
  });

  it('write a family without ratios as two empty lines', () => {
    expect(gearRatiosToText(null)).toEqual({ forward: '', reverse: '' });
    expect(gearRatiosToText({ forward: [14.4, 0.77], reverse: [12.8] })).toEqual({
      forward: '14.40, 0.77',
      reverse: '12.80',
    });
  });

  it('read back as the ratios they were written from', () => {
    const ratio = fc.integer({ min: 1, max: 100_000 }).map((n) => n / 1000);
    fc.assert(
      fc.property(
        fc.uniqueArray(ratio, { minLength: 2, maxLength: 20 }),
        fc.array(ratio, { maxLength: 8 }),
        (forward, reverse) => {
          const ratios = { forward: [...forward].sort((a, b) => b - a), reverse };
          const text = gearRatiosToText(ratios);
          const typed = gearRatiosFromText(text.forward, text.reverse);
          expect(GearRatiosSchema.parse(typed)).toEqual(ratios);
        },
      ),
    );
  });
});
