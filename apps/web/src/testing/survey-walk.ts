import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';

import { jsonResponse, stubFetch } from './fetch-stub';
import { clearCookies } from './render-app';
import { TEST_CONFIG } from './survey-builders';

/** Drives the survey wizard the way a visitor would: by labels and roles only. */

/**
 * Hooks for a survey test file: each test opens the survey as a first visit in a new tab (no unit
 * cookie, no draft or result in session storage, the survey configuration served); stubs go after it.
 */
export function freshSurveyForEachTest(): void {
  beforeEach(() => {
    clearCookies();
    sessionStorage.clear();
    stubFetch(() => jsonResponse(TEST_CONFIG));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}

export function nextButton(): HTMLElement {
  return screen.getByRole('button', { name: 'Next' });
}

export async function startSurvey(user: UserEvent): Promise<void> {
  await user.click(await screen.findByRole('button', { name: 'Got it! Create spec' }));
}

/** Types `value` into a slider's number field and leaves it, as a visitor tabbing on would. */
export async function enterQuantity(user: UserEvent, name: string, value: string): Promise<void> {
  const field = screen.getByRole('spinbutton', { name });
  await user.clear(field);
  if (value !== '') await user.type(field, value);
  await user.tab();
}

export interface WalkValues {
  readonly weight: string;
  readonly cruiseSpeed: string;
  readonly maxSpeed: string;
  readonly horsepower: string;
  readonly torque: string;
  /** Unit labels the number fields carry, e.g. lbs / mph / HP / lb-ft. */
  readonly units: { weight: string; speed: string; power: string; torque: string };
}

export const IMPERIAL_WALK: WalkValues = {
  weight: '80000',
  cruiseSpeed: '65',
  maxSpeed: '70',
  horsepower: '450',
  torque: '1650',
  units: { weight: 'lbs', speed: 'mph', power: 'HP', torque: 'lb-ft' },
};

export async function answerApplication(user: UserEvent): Promise<void> {
  await user.click(screen.getByRole('radio', { name: 'Linehaul' }));
}

export async function answerWeightAndTerrain(user: UserEvent, values: WalkValues): Promise<void> {
  await enterQuantity(user, `Max gross combined weight (${values.units.weight})`, values.weight);
  await user.click(screen.getByRole('checkbox', { name: /^Flat/ }));
  await user.click(screen.getByRole('checkbox', { name: 'Mountain Pass' }));
  await user.click(screen.getByRole('radio', { name: /Mountain Pass, frequent/ }));
}

export async function answerRoadsAndManeuvers(user: UserEvent): Promise<void> {
  await user.click(screen.getByRole('checkbox', { name: 'Paved' }));
  await user.click(screen.getByRole('checkbox', { name: 'None of the above' }));
}

export async function answerSpeedsAndPto(user: UserEvent, values: WalkValues): Promise<void> {
  await enterQuantity(user, `Cruise speed (${values.units.speed})`, values.cruiseSpeed);
  await enterQuantity(user, `Occasional max road speed (${values.units.speed})`, values.maxSpeed);
  await user.click(screen.getByRole('radio', { name: 'No PTO needs' }));
}

export async function answerEngine(user: UserEvent, values: WalkValues): Promise<void> {
  await user.click(screen.getByRole('radio', { name: 'Cummins Diesel' }));
  // A kW figure is labelled engine power (issue 25).
  const power = values.units.power === 'kW' ? 'Engine power' : 'Engine horsepower';
  await enterQuantity(user, `${power} (${values.units.power})`, values.horsepower);
  await enterQuantity(user, `Engine torque (${values.units.torque})`, values.torque);
}

/** Ranks fuel economy, price, trip time, acceleration, low-speed maneuvers, in that order. */
export async function answerRanking(user: UserEvent): Promise<void> {
  for (const goal of [
    'Fuel economy',
    'Price',
    'Trip time',
    'Acceleration',
    'Low-speed maneuvers',
  ]) {
    await user.click(screen.getByRole('button', { name: `Add to ranking: ${goal}` }));
  }
}

/** From the disclaimer to the last page with every page answered; stops before 'See My Result'. */
export async function walkToLastPage(user: UserEvent, values = IMPERIAL_WALK): Promise<void> {
  await startSurvey(user);
  await answerApplication(user);
  await user.click(nextButton());
  await answerWeightAndTerrain(user, values);
  await user.click(nextButton());
  await answerRoadsAndManeuvers(user);
  await user.click(nextButton());
  await answerSpeedsAndPto(user, values);
  await user.click(nextButton());
  await answerEngine(user, values);
  await user.click(nextButton());
  await answerRanking(user);
}
