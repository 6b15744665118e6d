import { describe, expect, it } from 'vitest';
import { buildFamily } from '../test/builders.js';
import { axleRatioBounds, formatAxleRatio } from './axle-ratio.js';

describe('axle ratio', () => {
  const thresholds = buildFamily().axleRatioThresholds;

  it("reads the family's range for each duty class", () => {
    expect(axleRatioBounds(thresholds, 'default')).toEqual({ bottom: 2.2, top: 2.6 });
    expect(axleRatioBounds(thresholds, 'medium')).toEqual({ bottom: 2.5, top: 2.9 });
    expect(axleRatioBounds(thresholds, 'high')).toEqual({ bottom: 3, top: 3.5 });
    expect(axleRatioBounds(thresholds, 'extreme')).toEqual({ bottom: 4.1, top: 4.6 });
  });

  it('formats the range with one decimal each, whole numbers included', () => {
    expect(formatAxleRatio(thresholds, 'high')).toBe('3.0 - 3.5');
    expect(formatAxleRatio(thresholds, 'extreme')).toBe('4.1 - 4.6');
    expect(formatAxleRatio({ ...thresholds, defaultBottom: 2, defaultTop: 7 }, 'default')).toBe(
      '2.0 - 7.0',
    );
  });
});
