import { describe, expect, it } from 'vitest';
import type { WhyFact } from './transmission-details.js';
import { whySentence, whySentences } from './why-text.js';

/** The why in words, in both unit systems (issue 14). */

const linehaulWhy: WhyFact[] = [
  {
    kind: 'duty',
    application: 'Linehaul',
    applicationLevel: 'Recommended',
    terrain: [
      { terrain: 'Flat', level: 'Recommended' },
      { terrain: 'HillyRolling', level: 'Recommended' },
    ],
  },
  { kind: 'torque', modelName: 'EEO-16F112C', rated: 1850, engineTorque: 1650 },
  { kind: 'gcw', gcw: 80_000, limit: 110_000 },
  { kind: 'operation', pto: 'NoPTO', ptoLevel: 'Recommended', maneuvers: [] },
  {
    kind: 'goals',
    goals: [
      { goal: 'fuelEconomy', rank: 1 },
      { goal: 'price', rank: 2 },
    ],
  },
];

describe('whySentences', () => {
  it('phrases a linehaul top choice in Imperial units', () => {
    expect(whySentences({ why: linehaulWhy }, 'Imperial')).toEqual([
      'Recommended for Linehaul on flat ground and hilly or rolling roads.',
      'Model EEO-16F112C is rated 1,850 lb-ft for your 1,650 lb-ft engine, 200 lb-ft to spare.',
      'Takes up to 110,000 lbs gross combined weight; yours is 80,000 lbs.',
      'Strongest on your goals of fuel economy (ranked 1st) and price (ranked 2nd).',
    ]);
  });

  it('phrases the same facts in Metric units', () => {
    expect(whySentences({ why: linehaulWhy }, 'Metric')).toEqual([
      'Recommended for Linehaul on flat ground and hilly or rolling roads.',
      'Model EEO-16F112C is rated 2,508 Nm for your 2,237 Nm engine, 271 Nm to spare.',
      'Takes up to 49,895 kg gross combined weight; yours is 36,287 kg.',
      'Strongest on your goals of fuel economy (ranked 1st) and price (ranked 2nd).',
    ]);
  });

  it('says nothing for details stored before the why existed', () => {
    expect(whySentences({ why: [] }, 'Imperial')).toEqual([]);
  });
});

describe('whySentence', () => {
  it('groups the application and terrains by support level, strongest first', () => {
    const fact: WhyFact = {
      kind: 'duty',
      application: 'Construction',
      applicationLevel: 'Supported',
      terrain: [
        { terrain: 'HillyRolling', level: 'Supported' },
        { terrain: 'SteepGrade', level: 'Recommended' },
        { terrain: 'FrequentMountain', level: 'Recommended' },
      ],
    };
    expect(whySentence(fact, 'Imperial')).toBe(
      'Recommended on steep grades and frequent mountain passes, and supported for Construction on hilly or rolling roads.',
    );
  });

  it('says when the model exactly matches the engine, and when there is no GCW limit', () => {
    expect(
      whySentence({ kind: 'torque', modelName: 'M', rated: 1650, engineTorque: 1650 }, 'Metric'),
    ).toBe("Model M is rated 2,237 Nm, exactly your engine's torque.");
    expect(whySentence({ kind: 'gcw', gcw: 140_000, limit: null }, 'Imperial')).toBe(
      'Takes any gross combined weight, including your 140,000 lbs.',
    );
    expect(whySentence({ kind: 'gcw', gcw: 140_000, limit: null }, 'Metric')).toBe(
      'Takes any gross combined weight, including your 63,503 kg.',
    );
  });

  it('phrases the PTO and maneuvers, and nothing when there is no PTO and no maneuver', () => {
    expect(
      whySentence(
        {
          kind: 'operation',
          pto: 'TwoPTO',
          ptoLevel: 'Supported',
          maneuvers: [
            { maneuver: 'UrbanStopAndGo', level: 'Recommended' },
            { maneuver: 'RepeatedLaunches', level: 'Recommended' },
            { maneuver: 'FastInReverse', level: 'Supported' },
          ],
        },
        'Imperial',
      ),
    ).toBe(
      'Recommended for urban stop-and-go and repeated launches, and supported for moving fast in reverse with two PTOs.',
    );
    expect(
      whySentence(
        { kind: 'operation', pto: 'NoPTO', ptoLevel: 'Supported', maneuvers: [] },
        'Metric',
      ),
    ).toBeNull();
  });

  it('names one goal, or none', () => {
    expect(
      whySentence({ kind: 'goals', goals: [{ goal: 'lowSpeedManeuvers', rank: 3 }] }, 'Imperial'),
    ).toBe('Strongest on your goal of low-speed maneuvers (ranked 3rd).');
    expect(whySentence({ kind: 'goals', goals: [] }, 'Imperial')).toBeNull();
  });

  it('says what made the runner-up second', () => {
    const second = (cause: Extract<WhyFact, { kind: 'secondPlace' }>['cause']) =>
      whySentence({ kind: 'secondPlace', topChoice: 'Endurant HD', cause }, 'Imperial');
    expect(
      second({
        kind: 'lowerScore',
        goalsBehind: [
          { goal: 'fuelEconomy', rank: 1 },
          { goal: 'acceleration', rank: 3 },
        ],
        answersBehind: [],
      }),
    ).toBe('Second to Endurant HD, which does more for your fuel economy and acceleration goals.');
    expect(
      second({
        kind: 'lowerScore',
        goalsBehind: [{ goal: 'price', rank: 2 }],
        answersBehind: [
          { check: 'terrain', value: 'HillyRolling' },
          { check: 'roadTypes', value: 'MaintainedGravel' },
          { check: 'engineMake', value: 'CumminsNaturalGas' },
        ],
      }),
    ).toBe(
      'Second to Endurant HD, which does more for your price goal and is recommended, not just supported, for hilly or rolling roads, maintained gravel roads and your Cummins Natural Gas engine.',
    );
    expect(second({ kind: 'tie', by: 'rank' })).toBe(
      "Level with Endurant HD on your goals and answers; the catalogue's ranking puts Endurant HD first.",
    );
    expect(second({ kind: 'tie', by: 'name' })).toBe(
      'Level with Endurant HD on your goals and answers and ranked the same; second by name.',
    );
  });
});
