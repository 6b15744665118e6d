import { describe, expect, it } from 'vitest';

import { OPTIONS_LIST, RANKED_LIST, describeTarget, rankingAfterDrop } from './ranking-moves';

describe('Dropping a dragged goal', () => {
  it('inserts an option where it is dropped in the ranking', () => {
    expect(rankingAfterDrop(['price', 'tripTime'], 'acceleration', 'tripTime')).toEqual([
      'price',
      'acceleration',
      'tripTime',
    ]);
  });

  it('puts an option last when dropped on the ranking itself', () => {
    expect(rankingAfterDrop(['price'], 'acceleration', RANKED_LIST)).toEqual([
      'price',
      'acceleration',
    ]);
  });

  it('reorders a ranked goal onto the place of another', () => {
    expect(
      rankingAfterDrop(['price', 'tripTime', 'acceleration'], 'price', 'acceleration'),
    ).toEqual(['tripTime', 'acceleration', 'price']);
    expect(
      rankingAfterDrop(['price', 'tripTime', 'acceleration'], 'acceleration', 'price'),
    ).toEqual(['acceleration', 'price', 'tripTime']);
  });

  it('takes a ranked goal out when dropped on the options', () => {
    expect(rankingAfterDrop(['price', 'tripTime'], 'price', OPTIONS_LIST)).toEqual(['tripTime']);
    expect(rankingAfterDrop(['price', 'tripTime'], 'price', 'fuelEconomy')).toEqual(['tripTime']);
  });

  it('changes nothing when an option is dropped among the options or nowhere', () => {
    expect(rankingAfterDrop(['price'], 'tripTime', OPTIONS_LIST)).toBeNull();
    expect(rankingAfterDrop(['price'], 'tripTime', undefined)).toBeNull();
  });

  it('names the drop target for screen readers', () => {
    expect(describeTarget(['price', 'tripTime'], 'tripTime')).toBe('rank 2 of your ranking');
    expect(describeTarget(['price'], RANKED_LIST)).toBe('the end of your ranking');
    expect(describeTarget(['price'], OPTIONS_LIST)).toBe('the goals to rank');
  });
});
