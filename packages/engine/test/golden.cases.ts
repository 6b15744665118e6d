import {
  type GearingTier,
  type GearingWarning,
  type SurveyAnswers,
  type TransmissionFamily,
} from '@transmission-spec/domain';
import { goldenAnswers } from '@transmission-spec/domain/testing';
import { NO_TRANSMISSION_AVAILABLE } from '../src/no-transmission-message.js';
import { loadSampleCatalogue, sampleFamily } from './sample-catalogue.js';

/**
 * The golden cases of docs/recommendation.md over the domain's sample catalogue (ids 1..8 in file
 * order; 8, VXP, is disabled): the answers (the domain's golden answers) and what the engine must
 * make of them. Every expectation was worked out by hand from the catalogue and RECOMMENDATION.md
 * before the code ran; the arithmetic is in the comment of each case and in docs/recommendation.md.
 * Goal weights are written w(goal) = 6 - rank; fit is 3 x Recommended / answers checked.
 */

export const SAMPLE = loadSampleCatalogue();

interface Offer {
  readonly name: string;
  readonly model: string;
  readonly axle: string;
}

interface GoldenCase {
  readonly title: string;
  readonly answers: SurveyAnswers;
  readonly catalogue?: readonly TransmissionFamily[];
  readonly top: Offer | null;
  readonly runnerUp?: Offer | null;
  readonly message?: string;
  /** Hand-worked totals (goal + fit) of eligible families, checked against the log. */
  readonly totals?: Readonly<Record<string, number>>;
  /** Hand-worked gearing tiers of eligible families (section 2), checked against the log. */
  readonly tiers?: Readonly<Record<string, GearingTier>>;
  /**
   * The gearing warning each card carries, hand-worked; a card not named here carries one exactly
   * when `tiers` says its family fails.
   */
  readonly warnings?: { readonly top?: GearingWarning; readonly runnerUp?: GearingWarning };
}

const HD = 'Endurant HD';
const XD = 'Endurant XD';
const XD_PRO = 'Endurant XD Pro';
const FULLER = 'Fuller Advantage Automated';
const LAS = 'UltraShift PLUS Linehaul (LAS)';
const MHP = 'UltraShift PLUS Multipurpose (MHP/MXP)';
const VCS = 'UltraShift PLUS Vocational (VCS/VMS)';
export const VXP = 'UltraShift PLUS Vocational Extreme (VXP)';

/** Case 21's copy of Endurant XD Pro with a taller extreme-duty axle range. */
const TALL_XD_PRO = 'Endurant XD Pro, 6.0 - 7.0 axle';

/** Cases 20 and 21: no ratio of the range holds 70 mph in top gear at 250,000 lbs on paved road. */
function heavyLinehaulWarning(
  axleRatioRange: GearingWarning['axleRatioRange'],
  bestStartability: number,
): GearingWarning {
  return {
    shortfall: 'cruise',
    cruiseSpeed: 70,
    gcw: 250_000,
    engineTorque: 1850,
    cruiseRoad: 'Paved',
    startRoad: 'Paved',
    steepestGrade: { terrain: 'HillyRolling', percent: 6 },
    axleRatioRange,
    bestGradeability: 0,
    bestStartability,
  };
}

/** A copy of a sample family under another id, name and rank: same data, so the same scores. */
function copyOf(id: number, newId: number, name: string, rank: number): TransmissionFamily {
  return { ...sampleFamily(SAMPLE, id), id: newId, name, rank };
}

export const GOLDEN_CASES: readonly GoldenCase[] = [
  {
    // Medium duty (Hilly/Rolling). Weights fuel 5, price 4, acceleration 3, trip 2, low speed 1.
    // HD 11.85 + 3 = 14.85; Fuller 11.65 + 3 = 14.65; LAS 10.80 + 3 = 13.80; MHP 9.65 + 2.5;
    // XD 10.15 + 1.5; XD Pro 9.20 + 1; VCS does not take Linehaul.
    title: '1. linehaul tractor, 80,000 lbs, flat and rolling',
    answers: goldenAnswers('linehaul'),
    totals: {
      [HD]: 14.85,
      [FULLER]: 14.65,
      [LAS]: 13.8,
      [MHP]: 12.15,
      [XD]: 11.65,
      [XD_PRO]: 10.2,
    },
    top: { name: HD, model: 'EEO-16F112C', axle: '2.5 - 2.9' },
    runnerUp: { name: FULLER, model: 'FAO-16810C-EC3', axle: '2.4 - 2.8' },
  },
  {
    // Default duty: flat, paved, 80,000 lbs is not over 80,000. Every answer Recommended by HD,
    // Fuller and LAS (fit 3), so the goal scores decide: 11.85 > 11.65 > 10.80.
    title: '2. linehaul on flat country only: default duty',
    answers: goldenAnswers('linehaulFlat'),
    top: { name: HD, model: 'EEO-16F112C', axle: '2.2 - 2.6' },
    runnerUp: { name: FULLER, model: 'FAO-16810C-EC3', axle: '2.2 - 2.5' },
  },
  {
    // 100,000 lbs: medium by weight alone. 565 HP is exactly HD's limit (passes) but above Fuller
    // (500) and LAS (525). 1,750 lb-ft is exactly EEO-17F112C. HD 11.85 + 3 = 14.85;
    // MHP 9.65 + 2.4 = 12.05; XD 10.15 + 1.2; XD Pro 9.20 + 0.6.
    title: '3. regional haul at 100,000 lbs, 565 HP, 1,750 lb-ft (limits met exactly)',
    answers: goldenAnswers('regionalHaul'),
    top: { name: HD, model: 'EEO-17F112C', axle: '2.5 - 2.9' },
    runnerUp: { name: MHP, model: 'FO-18E313A-MHP', axle: '3.4 - 3.9' },
  },
  {
    // Detroit rules out HD, XD, XD Pro and Fuller; VCS does not take Linehaul.
    // LAS 10.80 + 2.5 = 13.30; MHP 9.65 + 2.0 = 11.65.
    title: '4. linehaul with a Detroit engine',
    answers: goldenAnswers('linehaulDetroit'),
    top: { name: LAS, model: 'FO-16E310C-LAS', axle: '2.7 - 3.1' },
    runnerUp: { name: MHP, model: 'FO-16E313A-MHP', axle: '3.4 - 3.9' },
  },
  {
    // Extreme duty (Steep Grade, Off-road, Slow creeping). Weights low speed 5, acceleration 4,
    // price 3, fuel 2, trip 1; 9 answers checked. XD 11.35 + 15/9 = 13.02; XD Pro 10.90 + 2 =
    // 12.90; VCS 10.80 + 15/9 = 12.47; MHP 10.40 + 1 = 11.40. HD, Fuller, LAS fail.
    title: '5. dump truck on steep grades, off road, creeping',
    answers: goldenAnswers('dumpTruck'),
    totals: { [XD]: 11.35 + 15 / 9, [XD_PRO]: 12.9, [VCS]: 10.8 + 15 / 9, [MHP]: 11.4 },
    top: { name: XD, model: 'Endurant XD 1850', axle: '4.1 - 4.6' },
    runnerUp: { name: XD_PRO, model: 'Endurant XD Pro 2050', axle: '4.3 - 5.3' },
  },
  {
    // Extreme duty by weight (over 140,000). Only XD Pro and MHP take Heavy Haul at 200,000 lbs
    // and 2,250 lb-ft (XD stops at 180,000 lbs and 2,050 lb-ft). Weights acceleration 5, trip 4,
    // low speed 3, fuel 2, price 1. MHP 10.95 + 3 = 13.95; XD Pro 11.25 + 1.5 = 12.75.
    title: '6. heavy haul at 200,000 lbs and 2,250 lb-ft',
    answers: goldenAnswers('heavyHaul'),
    totals: { [MHP]: 13.95, [XD_PRO]: 12.75 },
    top: { name: MHP, model: 'FO-22E318B-MXP', axle: '4.1 - 4.9' },
    runnerUp: { name: XD_PRO, model: 'Endurant XD Pro 2250', axle: '4.3 - 5.3' },
  },
  {
    // Every family fails something. XD fails only the application (1 check); so does VCS, on
    // torque (1,950 > 1,850). The tie goes to the better rank: XD (2) before VCS (7).
    title: '7. door-to-door refuse at 1,950 lb-ft: NoTransmission',
    answers: goldenAnswers('doorToDoorRefuse'),
    top: null,
    message: 'No transmission in the portfolio takes the Door-to-Door Refuse application.',
  },
  {
    // HD fails torque and Steep Grade (2); XD Pro and MHP fail cruise 72 > 70 and max 78 > 75
    // (2); the rest fail 3 or more. Tie at 2 goes to HD (rank 1): RECOMMENDATION.md's own example.
    title: '8. 2,250 lb-ft over steep grades at 72 mph: NoTransmission',
    answers: goldenAnswers('steepGradeAt72'),
    top: null,
    message:
      'No transmission in the portfolio takes 2,250 lb-ft of engine torque together with Steep Grade (20% or larger) terrain.',
  },
  {
    // Medium duty (Urban stop-and-go). Weights fuel 5, price 4, trip 3, acceleration 2, low 1.
    // HD 11.95 + 2.5 = 14.45; Fuller 11.75 + 2 = 13.75; LAS 10.80 + 2 = 12.80; XD 10.05 + 1;
    // VCS 9.45 + 0.5. XD Pro and MHP do not take Pick-Up and Delivery.
    title: '9. pick-up and delivery in town, 1,250 lb-ft',
    answers: goldenAnswers('pickUpAndDelivery'),
    top: { name: HD, model: 'EEO-14F112C', axle: '2.5 - 2.9' },
    runnerUp: { name: FULLER, model: 'FAO-16810C-EC3', axle: '2.4 - 2.8' },
  },
  {
    // Extreme duty (Slow creeping). Weights low 5, price 4, acceleration 3, fuel 2, trip 1;
    // 8 answers. VCS 10.80 + 2.25 = 13.05; XD 11.10 + 1.875 = 12.975; XD Pro 10.45 + 1.5;
    // HD 10.05 + 1.125. A close call the fit score decides.
    title: '10. mixer creeping on site',
    answers: goldenAnswers('mixer'),
    totals: { [VCS]: 13.05, [XD]: 12.975, [XD_PRO]: 11.95, [HD]: 11.175 },
    top: { name: VCS, model: 'FO-14E310LL-VCS', axle: '4.3 - 5.3' },
    runnerUp: { name: XD, model: 'Endurant XD 1850', axle: '4.1 - 4.6' },
  },
  {
    // High duty (Frequent mountain, gravel, 120,000 > 110,000) but not extreme. XD Pro refuses
    // PACCAR; VCS and HD stop at 110,000 lbs. Weights acceleration 5, low 4, trip 3, fuel 2,
    // price 1. XD 11.55 + 2 = 13.55; MHP 10.95 + 2 = 12.95.
    title: '11. logging over frequent mountain passes at 120,000 lbs, PACCAR',
    answers: goldenAnswers('loggingPaccar'),
    // Gearing (issue 25): on maintained gravel only (3 %), neither holds 60 mph in top gear (0.73)
    // at 120,000 lbs: XD at 4.1, 1,850 x 0.73 x 4.1 x 511 / (10.7 x 120,000) = 2.20 % < 3;
    // MHP at 4.3, 2.31 % < 3. Both fail alike, so the order stays by total; both cards warn.
    tiers: { [XD]: 'fails', [MHP]: 'fails' },
    top: { name: XD, model: 'Endurant XD 1850', axle: '3.7 - 4.1' },
    runnerUp: { name: MHP, model: 'FO-18E313A-MHP', axle: '3.7 - 4.3' },
  },
  {
    // Extreme duty (Off-road, Mud, 160,000 lbs). 3+ PTOs; 7 answers. Weights low 5, acceleration 4,
    // trip 3, price 2, fuel 1. XD Pro 11.35 + 18/7 = 13.92; XD 11.55 + 12/7 = 13.26;
    // MHP 10.80 + 9/7 = 12.09. VCS fails horsepower, weight and torque.
    title: '12. oil field, 160,000 lbs, mud, three PTOs, 2,050 lb-ft',
    answers: goldenAnswers('oilField'),
    totals: { [XD_PRO]: 11.35 + 18 / 7, [XD]: 11.55 + 12 / 7, [MHP]: 10.8 + 9 / 7 },
    top: { name: XD_PRO, model: 'Endurant XD Pro 2050', axle: '4.3 - 5.3' },
    runnerUp: { name: XD, model: 'Endurant XD 2050', axle: '4.1 - 4.6' },
  },
  {
    // Medium duty. Only HD and LAS take Transit with natural gas (Fuller refuses it). Weights fuel 5,
    // acceleration 4, trip 3, price 2, low 1. HD 11.65 + 1.5 = 13.15; LAS 10.70 + 2 = 12.70.
    title: '13. natural-gas transit coach',
    answers: goldenAnswers('transitCoach'),
    top: { name: HD, model: 'EEO-14F112C', axle: '2.5 - 2.9' },
    runnerUp: { name: LAS, model: 'FO-16E310C-LAS', axle: '2.7 - 3.1' },
  },
  {
    // Detroit rules out HD, XD and XD Pro; Fuller, LAS and MHP do not take Refuse: only VCS.
    title: '14. refuse truck with a Detroit engine: one family, no runner-up',
    answers: goldenAnswers('refuseDetroit'),
    top: { name: VCS, model: 'FO-16E310LL-VCS', axle: '3.7 - 4.1' },
    runnerUp: null,
  },
  {
    // VXP would win (10.85 + 2.7 = 13.55) but is disabled; MHP is the only other family that takes
    // Detroit, 600 HP, 150,000 lbs and 2,050 lb-ft (10.90 + 1.2 = 12.10).
    title: '15. logging on steep grades with a Detroit engine: the disabled VXP is not offered',
    answers: goldenAnswers('loggingDetroit'),
    // Gearing: cruising on gravel (3 %) at 150,000 lbs, MHP's top gear at 4.9 holds only
    // 2,050 x 0.73 x 4.9 x 511 / (10.7 x 150,000) = 2.33 % < 3: it fails, and its card warns.
    tiers: { [MHP]: 'fails' },
    totals: { [MHP]: 12.1 },
    top: { name: MHP, model: 'FO-20E318B-MXP', axle: '4.1 - 4.9' },
    runnerUp: null,
  },
  {
    // The same answers once the admin enables VXP: it now leads, MHP follows.
    title: '16. the same logging truck once VXP is enabled',
    answers: goldenAnswers('loggingDetroit'),
    catalogue: SAMPLE.map((family) =>
      family.id === 8 ? { ...family, isDisabled: false } : family,
    ),
    totals: { [VXP]: 13.55, [MHP]: 12.1 },
    // VXP at 5.3 holds 2.53 % < 3 on gravel: both fail, the order stays by total.
    tiers: { [VXP]: 'fails', [MHP]: 'fails' },
    top: { name: VXP, model: 'FO-20E318B-VXP', axle: '4.6 - 5.3' },
    runnerUp: { name: MHP, model: 'FO-20E318B-MXP', axle: '4.1 - 4.9' },
  },
  {
    // Two copies of Endurant HD score exactly alike (14.85); rank 1 beats rank 2 even though its
    // name sorts later. Fuller (rank 4) follows at 14.65.
    title: '17. an exact tie broken by rank',
    answers: goldenAnswers('linehaul'),
    catalogue: [
      copyOf(1, 1, 'Endurant HD A', 2),
      copyOf(1, 2, 'Endurant HD B', 1),
      sampleFamily(SAMPLE, 4),
    ],
    top: { name: 'Endurant HD B', model: 'EEO-16F112C', axle: '2.5 - 2.9' },
    runnerUp: { name: 'Endurant HD A', model: 'EEO-16F112C', axle: '2.5 - 2.9' },
  },
  {
    // Same scores and same rank: the name decides, East before North.
    title: '18. an exact tie on score and rank broken by name',
    answers: goldenAnswers('linehaul'),
    catalogue: [copyOf(1, 1, 'Endurant HD North', 3), copyOf(1, 2, 'Endurant HD East', 3)],
    top: { name: 'Endurant HD East', model: 'EEO-16F112C', axle: '2.5 - 2.9' },
    runnerUp: { name: 'Endurant HD North', model: 'EEO-16F112C', axle: '2.5 - 2.9' },
  },
  {
    title: '19. an empty catalogue',
    answers: goldenAnswers('linehaul'),
    catalogue: [],
    top: null,
    message: NO_TRANSMISSION_AVAILABLE,
  },
  {
    // Issue 25. Extreme duty (GCW over 140,000). Only MHP and XD Pro take 250,000 lbs, 70/75 mph and
    // 1,850 lb-ft; totals as case 1 (the ranking and support answers are the same): MHP 9.65 + 2.5
    // = 12.15, XD Pro 9.20 + 1 = 10.20. Gearing on 511 rev/mi, GCW 250,000, so 10.7 x GCW is
    // 2,675,000. Neither holds 70 mph in top gear (0.73) on paved road (1.5 %) even at the top of
    // its range: MHP at 4.9, 1,850 x 0.73 x 4.9 x 511 / 2,675,000 = 1.264 %, less 1.5: 0;
    // XD Pro at 5.3, 1.367 %, less 1.5: 0. Both start on the 6 % of Hilly/Rolling: MHP at 4.1 in
    // 12.57, 1,850 x 12.57 x 4.1 x 511 / 2,675,000 - 1.5 = 16.71 % (20.27 % at 4.9); XD Pro at 5.3
    // in 16, 29.97 - 1.5 = 28.47 %. Both fail on cruise; the order stays by total; both cards warn.
    title: '20. linehaul at 250,000 lbs, 70 mph, 1,850 lb-ft: both offers fail the gearing tier',
    answers: goldenAnswers('linehaulHeavy'),
    totals: { [MHP]: 12.15, [XD_PRO]: 10.2 },
    tiers: { [MHP]: 'fails', [XD_PRO]: 'fails' },
    top: { name: MHP, model: 'FO-18E313A-MHP', axle: '4.1 - 4.9' },
    runnerUp: { name: XD_PRO, model: 'Endurant XD Pro 2050', axle: '4.3 - 5.3' },
    warnings: {
      top: heavyLinehaulWarning({ low: 4.1, high: 4.9 }, 20.2674),
      runnerUp: heavyLinehaulWarning({ low: 4.3, high: 5.3 }, 28.4683),
    },
  },
  {
    // Case 20 with a copy of XD Pro geared 6.0 - 7.0 for extreme duty. At 6.0 its top gear holds
    // 1,850 x 0.73 x 6 x 511 / 2,675,000 = 1.548 %, less 1.5: 0.048 % > 0, and it starts on
    // 16 x 1,850 x 6 x 511 / 2,675,000 - 1.5 = 32.43 % >= 6 %: it passes, and goes first with the
    // lowest total (10.20) ahead of MHP (12.15) and XD Pro (10.20, rank 3 before rank 9).
    title: '21. the gearing tier puts a family that can hold cruise ahead of higher totals',
    answers: goldenAnswers('linehaulHeavy'),
    catalogue: [
      ...SAMPLE,
      {
        ...sampleFamily(SAMPLE, 3),
        id: 9,
        name: TALL_XD_PRO,
        rank: 9,
        axleRatioThresholds: {
          ...sampleFamily(SAMPLE, 3).axleRatioThresholds,
          extremeBottom: 6,
          extremeTop: 7,
        },
      },
    ],
    totals: { [TALL_XD_PRO]: 10.2, [MHP]: 12.15, [XD_PRO]: 10.2 },
    tiers: { [TALL_XD_PRO]: 'passes', [MHP]: 'fails', [XD_PRO]: 'fails' },
    top: { name: TALL_XD_PRO, model: 'Endurant XD Pro 2050', axle: '6.0 - 7.0' },
    runnerUp: { name: MHP, model: 'FO-18E313A-MHP', axle: '4.1 - 4.9' },
    warnings: { runnerUp: heavyLinehaulWarning({ low: 4.1, high: 4.9 }, 20.2674) },
  },
];
