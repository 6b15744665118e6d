import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@transmission-spec/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse, stubFetch } from '../../../../testing/fetch-stub';
import { clearCookies, renderApp } from '../../../../testing/render-app';
import { TEST_CONFIG } from '../../../../testing/survey-builders';
import {
  IMPERIAL_WALK,
  answerApplication,
  answerRoadsAndManeuvers,
  answerWeightAndTerrain,
  enterQuantity,
  nextButton,
  startSurvey,
} from '../../../../testing/survey-walk';

describe('Vehicle speeds', () => {
  beforeEach(() => {
    clearCookies();
    sessionStorage.clear();
    stubFetch(() => jsonResponse(TEST_CONFIG));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('refuses a cruise speed above the occasional max road speed, beside the cruise speed', async () => {
    const user = userEvent.setup();
    await renderApp('/survey');
    await startSurvey(user);
    await answerApplication(user);
    await user.click(nextButton());
    await answerWeightAndTerrain(user, IMPERIAL_WALK);
    await user.click(nextButton());
    await answerRoadsAndManeuvers(user);
    await user.click(nextButton());

    await user.click(screen.getByRole('radio', { name: 'No PTO needs' }));
    await enterQuantity(user, 'Occasional max road speed (mph)', '65');
    await enterQuantity(user, 'Cruise speed (mph)', '70');

    const cruise = screen.getByRole('spinbutton', { name: 'Cruise speed (mph)' });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.cruiseSpeedAboveMaxSpeed);
    expect(cruise).toHaveAttribute('aria-invalid', 'true');
    expect(cruise).toHaveAccessibleDescription(MESSAGES.cruiseSpeedAboveMaxSpeed);
    expect(nextButton()).toBeDisabled();

    await enterQuantity(user, 'Occasional max road speed (mph)', '70');
    expect(screen.queryByText(MESSAGES.cruiseSpeedAboveMaxSpeed)).not.toBeInTheDocument();
    expect(cruise).not.toHaveAttribute('aria-invalid', 'true');
    expect(nextButton()).toBeEnabled();
  });
});
