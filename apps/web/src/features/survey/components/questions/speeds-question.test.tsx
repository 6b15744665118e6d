import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@transmission-spec/domain';
import { describe, expect, it } from 'vitest';

import { renderApp } from '../../../../testing/render-app';
import {
  IMPERIAL_WALK,
  answerApplication,
  answerRoadsAndManeuvers,
  answerWeightAndTerrain,
  enterQuantity,
  freshSurveyForEachTest,
  nextButton,
  startSurvey,
} from '../../../../testing/survey-walk';

describe('Vehicle speeds', () => {
  freshSurveyForEachTest();

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
