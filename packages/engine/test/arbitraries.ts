import fc from 'fast-check';
import {
  APPLICATIONS,
  AXLE_RATIO_LEVELS,
  ENGINE_MAKES,
  HORSEPOWER_RANGE,
  MANEUVERS,
  MODEL_TORQUE_RANGE,
  PERFORMANCE_GOALS,
  PTO_OPTIONS,
  ROAD_TYPES,
  SPEED_RANGE,
  SUPPORT_LEVELS,
  TERRAINS,
  TORQUE_RANGE,
  WEIGHT_RANGE,
  type AxleRatioThresholds,
  type GearRatios,
  type ModelTorque,
  type NumericRange,
  type PerformanceGoalPoints,
  type SupportLevel,
  type SurveyAnswers,
  type TransmissionFamily,
} from '@transmission-spec/domain';

/**
 * fast-check arbitraries for the engine's properties. Answers are always valid per the domain's
 * SurveyAnswersSchema (on-step numbers in range, unique non-empty terrain and road lists, never both
 * mountain frequencies, a complete ranking). Catalogues are small, valid per TransmissionFamilySchema,
 * and skewed so that roughly half the runs have an eligible family: limits lean to their maximum,
 * support levels lean away from NotSupported, and copies of earlier families produce exact score
 * ties that only rank, name or id can break.
 */

/** A value on the range's step grid, min to max inclusive. */
export function steppedArb(range: NumericRange): fc.Arbitrary<number> {
  const steps = Math.round((range.max - range.min) / range.step);
  return fc.integer({ min: 0, max: steps }).map((k) => range.min + k * range.step);
}

/** A complete ranking: the five goals get 1..5 in some order. */
export const rankingArb: fc.Arbitrary<SurveyAnswers['preferenceRanking']> = fc
  .shuffledSubarray([1, 2, 3, 4, 5], { minLength: 5, maxLength: 5 })
  .map((ranks) => ({
    acceleration: ranks[0] ?? 1,
    fuelEconomy: ranks[1] ?? 2,
    lowSpeedManeuvers: ranks[2] ?? 3,
    price: ranks[3] ?? 4,
    tripTime: ranks[4] ?? 5,
  }));

/** Terrain: at least one, distinct, and never both occasional and frequent mountain driving. */
const terrainArb = fc
  .shuffledSubarray([...TERRAINS], { minLength: 1 })
  .filter(
    (terrain) => !(terrain.includes('OccasionalMountain') && terrain.includes('FrequentMountain')),
  );

/** Complete, valid survey answers in Imperial units. */
export const answersArb: fc.Arbitrary<SurveyAnswers> = fc
  .record({
    application: fc.constantFrom(...APPLICATIONS),
    maxWeight: steppedArb(WEIGHT_RANGE),
    terrain: terrainArb,
    // Empty is 'None of the above'.
    maneuvers: fc.shuffledSubarray([...MANEUVERS]),
    roadTypes: fc.shuffledSubarray([...ROAD_TYPES], { minLength: 1 }),
    cruiseSpeed: steppedArb(SPEED_RANGE),
    maxSpeed: steppedArb(SPEED_RANGE),
    pto: fc.constantFrom(...PTO_OPTIONS),
    engineMake: fc.constantFrom(...ENGINE_MAKES),
    engineHp: steppedArb(HORSEPOWER_RANGE),
    engineTorque: steppedArb(TORQUE_RANGE),
    preferenceRanking: rankingArb,
  })
  // The API refuses a cruise speed above the occasional max road speed, so the pair is ordered.
  .map((answers) => ({
    ...answers,
    cruiseSpeed: Math.min(answers.cruiseSpeed, answers.maxSpeed),
    maxSpeed: Math.max(answers.cruiseSpeed, answers.maxSpeed),
  }));

/** A support level, NotSupported one time in twenty so that families pass often enough. */
const levelArb: fc.Arbitrary<SupportLevel> = fc.oneof(
  { weight: 1, arbitrary: fc.constant<SupportLevel>('NotSupported') },
  { weight: 19, arbitrary: fc.constantFrom<SupportLevel>(...SUPPORT_LEVELS.slice(1)) },
);

/** A support group with every key present, as the domain schema fills it. */
function groupArb<const T extends readonly string[]>(
  values: T,
): fc.Arbitrary<Record<T[number], SupportLevel>> {
  return fc
    .array(levelArb, { minLength: values.length, maxLength: values.length })
    .map(
      (levels) =>
        Object.fromEntries(values.map((value, index) => [value, levels[index]])) as Record<
          T[number],
          SupportLevel
        >,
    );
}

/** A family limit, at the range's maximum more often than not. */
function limitArb(range: NumericRange): fc.Arbitrary<number> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(range.max) },
    { weight: 1, arbitrary: steppedArb(range) },
  );
}

/** Whole goal points, sometimes all equal, which makes goal scores tie whatever the ranking. */
const pointsArb: fc.Arbitrary<PerformanceGoalPoints> = fc.oneof(
  fc.record({
    acceleration: fc.integer({ min: 0, max: 100 }),
    fuelEconomy: fc.integer({ min: 0, max: 100 }),
    lowSpeedManeuvers: fc.integer({ min: 0, max: 100 }),
    price: fc.integer({ min: 0, max: 100 }),
    tripTime: fc.integer({ min: 0, max: 100 }),
  }),
  fc
    .integer({ min: 0, max: 100 })
    .map((points) =>
      Object.fromEntries(PERFORMANCE_GOALS.map((goal) => [goal, points])),
    ) as fc.Arbitrary<PerformanceGoalPoints>,
);

/** Axle ratio thresholds: tenths from 2.0 to 7.0, bottom never above top. */
const thresholdsArb: fc.Arbitrary<AxleRatioThresholds> = fc
  .array(fc.tuple(fc.integer({ min: 20, max: 70 }), fc.integer({ min: 20, max: 70 })), {
    minLength: AXLE_RATIO_LEVELS.length,
    maxLength: AXLE_RATIO_LEVELS.length,
  })
  .map((pairs) => {
    const bound = (index: number, top: boolean) => {
      const [a, b] = pairs[index] ?? [20, 20];
      return (top ? Math.max(a, b) : Math.min(a, b)) / 10;
    };
    return {
      defaultBottom: bound(0, false),
      defaultTop: bound(0, true),
      mediumBottom: bound(1, false),
      mediumTop: bound(1, true),
      highBottom: bound(2, false),
      highTop: bound(2, true),
      extremeBottom: bound(3, false),
      extremeTop: bound(3, true),
    };
  });

/**
 * Models: distinct names, torques from 1000 to 2250 (often on the survey's 50 lb-ft grid, so a model
 * exactly equal to the engine torque happens), some deleted but at least one live, and sometimes two
 * live models of equal torque so the tie by name is exercised.
 */
const modelsArb: fc.Arbitrary<ModelTorque[]> = fc
  .array(
    fc.record({
      maxTorque: fc.oneof(
        fc.constant(MODEL_TORQUE_RANGE.max),
        steppedArb(TORQUE_RANGE),
        steppedArb(MODEL_TORQUE_RANGE),
      ),
      isDeleted: fc.boolean(),
      name: fc.constantFrom('M-a', 'M-b', 'M-c', 'M-d', 'm-e', 'M-f'),
    }),
    { minLength: 1, maxLength: 5 },
  )
  .map((models) => {
    const seen = new Set<string>();
    const unique = models.filter((model) => !seen.has(model.name) && seen.add(model.name));
    return unique.map((model, index) => ({
      ...model,
      isDeleted: index === 0 ? false : model.isDeleted,
    }));
  })
  .chain((models) => fc.shuffledSubarray(models, { minLength: models.length }));

/**
 * Gear ratios valid per the domain's GearRatiosSchema: 2 to 20 forward gears from a lowest of 2 to
 * 20 down to a top of 0.5 to 1.5 (an overdrive or direct drive), in hundredths, strictly falling;
 * up to 8 reverse gears.
 */
export const gearRatiosArb: fc.Arbitrary<GearRatios> = fc
  .record({
    lowest: fc.integer({ min: 200, max: 2000 }),
    top: fc.integer({ min: 50, max: 150 }),
    between: fc.uniqueArray(fc.integer({ min: 151, max: 1999 }), { maxLength: 18 }),
    reverse: fc.array(fc.integer({ min: 100, max: 2000 }), { maxLength: 8 }),
  })
  .map(({ lowest, top, between, reverse }) => ({
    forward: [lowest, ...between.filter((ratio) => ratio < lowest).sort((a, b) => b - a), top].map(
      (ratio) => ratio / 100,
    ),
    reverse: reverse.map((ratio) => ratio / 100),
  }));

/** What makes one family differ from another in the engine's eyes. */
export type FamilyData = Omit<
  TransmissionFamily,
  'id' | 'name' | 'rank' | 'isDisabled' | 'isDeleted'
>;

const familyDataArb: fc.Arbitrary<FamilyData> = fc.record({
  description: fc.constant('<p>A transmission.</p>'),
  learnMoreUrl: fc.constantFrom('https://a.example.com/', 'https://b.example.com/'),
  image: fc.constantFrom(null, 'https://a.example.com/image.png'),
  gearRatios: fc.option(gearRatiosArb, { nil: null }),
  modelTorques: modelsArb,
  performanceGoalPoints: pointsArb,
  axleRatioThresholds: thresholdsArb,
  maxSupportedCruiseSpeed: limitArb(SPEED_RANGE),
  maxSupportedEngineHp: limitArb(HORSEPOWER_RANGE),
  maxSupportedGcw: fc.option(limitArb(WEIGHT_RANGE), { nil: null }),
  maxSupportedMaxSpeed: limitArb(SPEED_RANGE),
  supportedApplications: groupArb(APPLICATIONS),
  supportedTerrain: groupArb(TERRAINS),
  supportedManeuvers: groupArb(MANEUVERS),
  supportedRoadTypes: groupArb(ROAD_TYPES),
  supportedPto: groupArb(PTO_OPTIONS),
  supportedEngineMakes: groupArb(ENGINE_MAKES),
});

/** Identity and flags: a small name pool and rank range so that names and ranks collide. */
const identityArb = fc.record({
  name: fc.constantFrom('Alpha', 'alpha', 'Bravo', 'Charlie', 'Delta'),
  rank: fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined }),
  isDisabled: fc.oneof({ weight: 7, arbitrary: fc.constant(false) }, fc.constant(true)),
  isDeleted: fc.oneof({ weight: 7, arbitrary: fc.constant(false) }, fc.constant(true)),
  /** When set, the family copies the data of an earlier one (by this index, modulo). */
  copyOf: fc.oneof(
    { weight: 3, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.nat() },
  ),
});

/** A catalogue of up to `maxLength` families with distinct ids 1..n. */
export function catalogueArb(maxLength = 7): fc.Arbitrary<TransmissionFamily[]> {
  return fc.array(fc.tuple(identityArb, familyDataArb), { maxLength }).map((entries) => {
    const data: FamilyData[] = [];
    return entries.map(([identity, own], index) => {
      const { copyOf, ...flags } = identity;
      const copied = copyOf === undefined || index === 0 ? undefined : data[copyOf % index];
      data.push(copied ?? own);
      return { ...(copied ?? own), ...flags, id: index + 1 };
    });
  });
}

/** A catalogue and a reordering of it. */
export const catalogueAndShuffleArb = catalogueArb().chain((catalogue) =>
  fc.tuple(
    fc.constant(catalogue),
    fc.shuffledSubarray(catalogue, { minLength: catalogue.length, maxLength: catalogue.length }),
  ),
);

/** The answers whose raising RECOMMENDATION.md section 5 property 4 is about, with their ranges. */
export const RAISABLE_ANSWERS = {
  engineTorque: TORQUE_RANGE,
  engineHp: HORSEPOWER_RANGE,
  maxWeight: WEIGHT_RANGE,
  cruiseSpeed: SPEED_RANGE,
  maxSpeed: SPEED_RANGE,
} as const satisfies Partial<Record<keyof SurveyAnswers, NumericRange>>;
export type RaisableAnswer = keyof typeof RAISABLE_ANSWERS;

/** Answers and the same answers with one quantity raised by at least one step (capped at the max). */
export const raisedAnswersArb: fc.Arbitrary<[SurveyAnswers, SurveyAnswers, RaisableAnswer]> = fc
  .tuple(
    answersArb,
    fc.constantFrom(...(Object.keys(RAISABLE_ANSWERS) as RaisableAnswer[])),
    fc.integer({ min: 1, max: 60 }),
  )
  .map(([answers, field, steps]): [SurveyAnswers, SurveyAnswers, RaisableAnswer] => {
    const range = RAISABLE_ANSWERS[field];
    const raised = Math.min(range.max, answers[field] + steps * range.step);
    return [answers, { ...answers, [field]: raised }, field];
  })
  // An answer already at its maximum cannot be raised; such a run would prove nothing.
  .filter(([answers, raised, field]) => raised[field] > answers[field]);
