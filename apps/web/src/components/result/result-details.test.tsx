import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REVS_PER_MILE_RANGE, outOfRangeMessage } from '@transmission-spec/domain';
import type { SurveyResponse } from '@transmission-spec/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { SURVEY_RESULT_STORAGE_KEY } from '../../features/survey/survey-result-storage';
import { SURVEY_RESULT_URL } from '../../features/survey/survey-result-url';
import { jsonResponse, stubFetch } from '../../testing/fetch-stub';
import { clearCookies, renderApp } from '../../testing/render-app';
import {
  TEST_CONFIG,
  buildDetails,
  buildRunnerUpDetails,
  buildSurveyAnswers,
  buildSurveyResponse,
  buildTransmission,
} from '../../testing/survey-builders';

/** A result with details for both cards, for the default answers (65 mph cruise, 80,000 lbs). */
function storeResult(response: SurveyResponse = withDetails()) {
  sessionStorage.setItem(
    SURVEY_RESULT_STORAGE_KEY,
    JSON.stringify({ answers: buildSurveyAnswers(), response }),
  );
}

function withDetails(): SurveyResponse {
  return buildSurveyResponse({
    topChoice: buildTransmission({ axleRatio: '2.50 - 2.90', details: buildDetails() }),
    runnerUp: buildTransmission({
      name: 'Fuller Advantage',
      modelName: 'FAO-16810S-EC3',
      axleRatio: '2.64 - 3.08',
      details: buildRunnerUpDetails(),
    }),
  });
}

/** Issue 25's case on the top card: it cannot hold 70 mph in top gear at 250,000 lbs. */
function withGearingWarning(): SurveyResponse {
  const response = withDetails();
  if (response.topChoice === null) throw new Error('withDetails has a top choice');
  return {
    ...response,
    topChoice: {
      ...response.topChoice,
      gearingWarning: {
        shortfall: 'cruise',
        cruiseSpeed: 70,
        gcw: 250_000,
        engineTorque: 1850,
        cruiseRoad: 'Paved',
        startRoad: 'Paved',
        steepestGrade: { terrain: 'HillyRolling', percent: 6 },
        axleRatioRange: { low: 4.1, high: 4.9 },
        bestGradeability: 0,
        bestStartability: 20.27,
      },
    },
  };
}

function checkTable() {
  return screen.getByRole('table', { name: /^Endurant HD EEO-17F112C/ });
}

/** The cell of a figure's row under the low end of the axle range (2.50). */
function lowEndCell(rowName: string) {
  const row = within(checkTable()).getByRole('row', { name: new RegExp(`^${rowName}`) });
  return within(row).getAllByRole('cell')[0];
}

describe('The result explains itself and checks the gearing', () => {
  beforeEach(() => {
    clearCookies();
    sessionStorage.clear();
    stubFetch(() => jsonResponse(TEST_CONFIG));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says why each transmission was chosen, in Imperial units', async () => {
    storeResult();
    await renderApp(SURVEY_RESULT_URL);

    const top = screen.getByRole('article', { name: 'Top match: Endurant HD' });
    const why = within(top).getByRole('region', { name: 'Why this transmission' });
    expect(why).toHaveTextContent(
      'Model EEO-17F112C is rated 1,850 lb-ft for your 1,650 lb-ft engine, 200 lb-ft to spare.',
    );
    expect(why).toHaveTextContent(
      'Takes up to 110,000 lbs gross combined weight; yours is 80,000 lbs.',
    );
    const runnerUp = screen.getByRole('article', { name: 'Runner-up: Fuller Advantage' });
    expect(
      within(runnerUp).getByRole('region', { name: 'Why this transmission' }),
    ).toHaveTextContent('Second to Endurant HD, which does more for your fuel economy goal.');
  });

  it('says why in Metric units for a Metric visitor', async () => {
    document.cookie = 'units=Metric; path=/';
    storeResult();
    await renderApp(SURVEY_RESULT_URL);

    const top = screen.getByRole('article', { name: 'Top match: Endurant HD' });
    // 1,850 x 1.3558 = 2,508; 1,650 x 1.3558 = 2,237; 200 x 1.3558 = 271.
    expect(within(top).getByRole('region', { name: 'Why this transmission' })).toHaveTextContent(
      'Model EEO-17F112C is rated 2,508 Nm for your 2,237 Nm engine, 271 Nm to spare.',
    );
    // 2,100 rpm x 60 / (2.50 x 0.77 x 511) = 128.1 mph = 206 kph.
    expect(lowEndCell('Road speed at governed rpm')).toHaveTextContent('206 kph');
  });

  it('warns on a card whose gearing cannot hold the cruise speed, naming the figure and the answers', async () => {
    storeResult(withGearingWarning());
    await renderApp(SURVEY_RESULT_URL);

    const top = screen.getByRole('article', { name: 'Top match: Endurant HD' });
    const note = within(top).getByRole('note', { name: 'Gearing warning' });
    expect(note).toHaveTextContent(
      'It cannot hold 70 mph in top gear at 250,000 lbs with 1,850 lb-ft at any ratio of its range (4.1 - 4.9), even on level paved road.',
    );
    expect(within(note).getByRole('heading', { level: 3 })).toHaveTextContent('Gearing warning');
    // The runner-up carries no warning, so it shows none.
    const runnerUp = screen.getByRole('article', { name: 'Runner-up: Fuller Advantage' });
    expect(within(runnerUp).queryByRole('note')).not.toBeInTheDocument();
  });

  it('words the gearing warning in Metric units for a Metric visitor', async () => {
    document.cookie = 'units=Metric; path=/';
    storeResult(withGearingWarning());
    await renderApp(SURVEY_RESULT_URL);

    // 70 x 1.61 = 113 kph; 250,000 x 0.453592 = 113,398 kg; 1,850 x 1.3558 = 2,508 Nm.
    expect(screen.getByRole('note', { name: 'Gearing warning' })).toHaveTextContent(
      'It cannot hold 113 kph in top gear at 113,398 kg with 2,508 Nm at any ratio of its range (4.1 - 4.9), even on level paved road.',
    );
  });

  it('shows a saved result from before the why as it was, without the why or the check', async () => {
    storeResult(buildSurveyResponse());
    await renderApp(SURVEY_RESULT_URL);

    expect(screen.getByRole('article', { name: 'Top match: Endurant HD' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Why this transmission' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Engineering check/ })).not.toBeInTheDocument();
  });

  it('recomputes the cruise rpm at once when the tire changes', async () => {
    const user = userEvent.setup();
    storeResult();
    await renderApp(SURVEY_RESULT_URL);

    // 65 mph x 2.50 x 0.77 x 511 / 60 = 1,065.6 rpm on the default 295/75R22.5.
    expect(lowEndCell('Engine speed at cruise')).toHaveTextContent('1,066 rpm');
    expect(lowEndCell('Engine speed at cruise')).toHaveTextContent(
      'Inside the 1,050-1,500 rpm cruise band',
    );

    await user.click(screen.getByRole('combobox', { name: 'Tire size' }));
    await user.click(screen.getByRole('option', { name: /^11R24\.5/ }));
    // The same at 470 revolutions per mile: 980.1 rpm, under the band.
    expect(lowEndCell('Engine speed at cruise')).toHaveTextContent('980 rpm');
    expect(lowEndCell('Engine speed at cruise')).toHaveTextContent(
      'Below the 1,050-1,500 rpm cruise band',
    );

    const revs = screen.getByRole('textbox', { name: 'Tire revolutions per mile' });
    await user.clear(revs);
    await user.type(revs, '600');
    // 125.125 x 600 / 60 = 1,251.25 rpm.
    expect(lowEndCell('Engine speed at cruise')).toHaveTextContent('1,251 rpm');
    expect(checkTable()).toHaveAccessibleName(/Tire of 600 revolutions per mile/);
  });

  it('refuses revolutions per mile out of range beside the field, keeping the text and the figures', async () => {
    const user = userEvent.setup();
    storeResult();
    await renderApp(SURVEY_RESULT_URL);

    const revs = screen.getByRole('textbox', { name: 'Tire revolutions per mile' });
    await user.clear(revs);
    await user.type(revs, '900');

    expect(revs).toHaveValue('900');
    expect(revs).toHaveAccessibleDescription(outOfRangeMessage(REVS_PER_MILE_RANGE));
    expect(revs).toHaveAttribute('aria-invalid', 'true');
    // Still the figures of the last valid tire (90 typed on the way to 900 was refused too).
    expect(lowEndCell('Engine speed at cruise')).toHaveTextContent('1,066 rpm');
  });

  it('keeps the chosen tire over a reload', async () => {
    const user = userEvent.setup();
    storeResult();
    const first = await renderApp(SURVEY_RESULT_URL);
    await user.click(screen.getByRole('combobox', { name: 'Tire size' }));
    await user.click(screen.getByRole('option', { name: /^11R24\.5/ }));
    first.unmount();

    await renderApp(SURVEY_RESULT_URL);
    expect(screen.getByRole('combobox', { name: 'Tire size' })).toHaveTextContent('11R24.5');
    expect(lowEndCell('Engine speed at cruise')).toHaveTextContent('980 rpm');
  });

  it('says so instead of a table when the catalogue has no gear ratios', async () => {
    storeResult(
      buildSurveyResponse({
        topChoice: buildTransmission({ details: buildDetails({ gearRatios: null }) }),
      }),
    );
    await renderApp(SURVEY_RESULT_URL);

    expect(
      screen.getByText(/The catalogue has no gear ratios for Endurant HD yet/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('opens the formulas and assumptions a click away', async () => {
    const user = userEvent.setup();
    storeResult();
    await renderApp(SURVEY_RESULT_URL);

    // The top choice's check; the runner-up's has its own (issue 25).
    const check = within(screen.getByRole('region', { name: /^Engineering check: Endurant HD/ }));
    const toggle = check.getByRole('button', { name: 'How these figures are worked out' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const region = check.getByRole('region', { name: 'How these figures are worked out' });
    expect(region).toHaveTextContent(
      'rpm = cruise mph × axle ratio × top gear ratio × tire revs per mile ÷ 60',
    );
    expect(region).toHaveTextContent('Tire: 511 revolutions per mile.');
  });
});

describe('The engineering check reads plainly (issue 25)', () => {
  beforeEach(() => {
    clearCookies();
    sessionStorage.clear();
    stubFetch(() => jsonResponse(TEST_CONFIG));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function storeAnswers(overrides: Parameters<typeof buildSurveyAnswers>[0]) {
    sessionStorage.setItem(
      SURVEY_RESULT_STORAGE_KEY,
      JSON.stringify({ answers: buildSurveyAnswers(overrides), response: withDetails() }),
    );
  }

  it('says what each figure means for this truck, and why 0.5% is the aim', async () => {
    storeResult();
    await renderApp(SURVEY_RESULT_URL);
    const gradeRow = within(checkTable()).getByRole('row', { name: /^Top-gear gradeability/ });
    expect(within(gradeRow).getByRole('rowheader')).toHaveTextContent(
      "a spec aims for at least 0.5%, enough to hold cruise speed over a highway's gentle rises without a downshift",
    );
    const startRow = within(checkTable()).getByRole('row', { name: /^Startability/ });
    expect(within(startRow).getByRole('rowheader')).toHaveTextContent(
      "beyond about 30-40% the tires' grip and the clutch, not the gearing, set the limit",
    );
    expect(screen.getByRole('link', { name: 'How to read the engineering check' })).toHaveAttribute(
      'href',
      '/help#ResultCheck',
    );
  });

  it('never says the gearing reaches a speed top gear cannot hold at full weight', async () => {
    // 250,000 lbs: 1,650 x 0.77 x 2.50 x 511 / (10.7 x 250,000) = 0.61%, less 1.5% paved: 0%.
    storeAnswers({ maxWeight: 250_000 });
    await renderApp(SURVEY_RESULT_URL);
    expect(lowEndCell('Top-gear gradeability')).toHaveTextContent(
      'Cannot hold cruise speed in top gear',
    );
    expect(checkTable()).not.toHaveTextContent(/Reaches your/);
    expect(lowEndCell('Road speed at governed rpm')).toHaveTextContent(
      'Geared for your 70 mph max road speed, but at full weight the engine cannot pull the truck there in top gear',
    );
  });

  it('shows creep speed when Slow creeping is chosen, and names the idle it assumes', async () => {
    const user = userEvent.setup();
    storeAnswers({ maneuvers: ['SlowCreeping'] });
    await renderApp(SURVEY_RESULT_URL);
    // 600 x 60 / (2.50 x 14.4 x 511) = 36,000 / 18,396 = 1.957 mph.
    expect(lowEndCell('Creep speed')).toHaveTextContent('1.96 mph');
    expect(lowEndCell('Creep speed')).toHaveTextContent(
      'Faster than the 0.5 mph slow creeping needs',
    );
    await user.click(
      within(screen.getByRole('region', { name: /^Engineering check: Endurant HD/ })).getByRole(
        'button',
        { name: 'How these figures are worked out' },
      ),
    );
    expect(
      screen.getAllByRole('region', { name: 'How these figures are worked out' })[0],
    ).toHaveTextContent('Idle at 600 rpm');
  });

  it('leaves creep speed out without Slow creeping', async () => {
    storeResult();
    await renderApp(SURVEY_RESULT_URL);
    expect(within(checkTable()).queryByRole('row', { name: /^Creep speed/ })).toBeNull();
  });

  it("shows the runner-up's check on the result too, on the same tire", async () => {
    storeResult();
    await renderApp(SURVEY_RESULT_URL);
    const runnerUp = screen.getByRole('region', {
      name: 'Engineering check, runner-up: Fuller Advantage',
    });
    const table = within(runnerUp).getByRole('table', { name: /^Fuller Advantage FAO-16810S-EC3/ });
    // 65 x 2.64 x 0.80 x 511 / 60 = 1,169.2 rpm.
    expect(table).toHaveTextContent('1,169 rpm');
    expect(within(runnerUp).queryByRole('combobox', { name: 'Tire size' })).toBeNull();
  });

  it('takes and shows the tire in revolutions per kilometre for a Metric visitor', async () => {
    const user = userEvent.setup();
    document.cookie = 'units=Metric; path=/';
    storeResult();
    await renderApp(SURVEY_RESULT_URL);

    const revs = screen.getByRole('textbox', { name: 'Tire revolutions per kilometre' });
    expect(revs).toHaveValue('318');
    expect(screen.queryByRole('textbox', { name: 'Tire revolutions per mile' })).toBeNull();
    await user.clear(revs);
    await user.type(revs, '373');
    // 373 rev/km = 600 rev/mi: 125.125 x 600 / 60 = 1,251 rpm, as in Imperial.
    expect(lowEndCell('Engine speed at cruise')).toHaveTextContent('1,251 rpm');
    expect(checkTable()).toHaveAccessibleName(/Tire of 373 revolutions per km/);

    await user.click(screen.getByRole('combobox', { name: 'Tire size' }));
    expect(screen.getByRole('option', { name: '11R24.5 (292 rev/km)' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: '295/75R22.5 (318 rev/km)' }));
    expect(revs).toHaveValue('318');
    expect(lowEndCell('Engine speed at cruise')).toHaveTextContent('1,066 rpm');
  });

  it('writes the formulas and assumptions in Metric units, and calls a kW value engine power', async () => {
    const user = userEvent.setup();
    document.cookie = 'units=Metric; path=/';
    storeResult();
    await renderApp(SURVEY_RESULT_URL);
    const check = screen.getByRole('region', { name: /^Engineering check: Endurant HD/ });
    await user.click(
      within(check).getByRole('button', { name: 'How these figures are worked out' }),
    );
    const region = within(check).getByRole('region', { name: 'How these figures are worked out' });
    expect(region).toHaveTextContent(
      'rpm = cruise kph × axle ratio × top gear ratio × tire revs per km ÷ 60',
    );
    expect(region).toHaveTextContent('Tire: 317.5 revolutions per kilometre.');
    expect(region).not.toHaveTextContent(/mph|revs per mile|lb-ft/);

    await user.click(screen.getByRole('button', { name: /Your Responses/i }));
    expect(screen.getByText('Engine power')).toBeInTheDocument();
    expect(screen.queryByText('Engine horsepower')).toBeNull();
  });
});
