import { DEFAULT_TIRE_SIZE } from '@transmission-spec/domain';
import { describe, expect, it } from 'vitest';

import {
  buildDetails,
  buildSurveyAnswers,
  buildTransmission,
} from '../../../testing/survey-builders';
import { compareGroups, type DetailedResult } from './compare-rows';

/** An Endurant-like top choice (2.50-2.90, 0.77 top gear). */
const top = buildTransmission({
  axleRatio: '2.5 - 2.9',
  details: buildDetails(),
}) as DetailedResult;

/** A Fuller-like runner-up: a lower axle range (2.40-2.80) with a taller 0.80 top gear. */
const runnerUp = buildTransmission({
  name: 'Fuller Advantage',
  modelName: 'FAO-16810C-EC3',
  axleRatio: '2.4 - 2.8',
  details: buildDetails({
    axleRatioRange: { low: 2.4, high: 2.8 },
    gearRatios: {
      forward: [14.8, 10.95, 8.09, 5.97, 4.46, 3.32, 2.45, 1.81, 1.0, 0.8],
      reverse: [13.86, 3.06],
    },
  }),
}) as DetailedResult;

function engineeringRow(label: string) {
  const groups = compareGroups(top, runnerUp, buildSurveyAnswers(), DEFAULT_TIRE_SIZE, 'Imperial');
  const row = groups.flatMap((group) => group.rows).find((r) => r.label === label);
  if (row === undefined) throw new Error(`no row ${label}`);
  return row;
}

describe('the compare rows of the engineering check', () => {
  it('mark a figure the two families reach alike as not differing, whatever their axle ratios', () => {
    // 2,100 x 60 / (2.50 x 0.77 x 511) = 128.1 mph and 2,100 x 60 / (2.40 x 0.80 x 511) = 128.4
    // mph: both 128 mph, both reach the 70 mph max road speed. The axle ratios differ, and have
    // their own row.
    const row = engineeringRow('Road speed at governed rpm, top gear, low end of the axle range');
    expect(row.top).toBe('128 mph at 2.50: Reaches your 70 mph max road speed');
    expect(row.runnerUp).toBe('128 mph at 2.40: Reaches your 70 mph max road speed');
    expect(row.differs).toBe(false);
  });

  it('mark a figure that reads differently', () => {
    // 65 x 2.50 x 0.77 x 511 / 60 = 1,065.6 rpm against 65 x 2.40 x 0.80 x 511 / 60 = 1,062.9.
    const row = engineeringRow('Engine speed at cruise, top gear, low end of the axle range');
    expect(row.top).toMatch(/^1,066 rpm at 2\.50: /);
    expect(row.runnerUp).toMatch(/^1,063 rpm at 2\.40: /);
    expect(row.differs).toBe(true);
  });
});
