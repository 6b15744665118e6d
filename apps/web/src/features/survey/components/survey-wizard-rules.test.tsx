import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderApp } from '../../../testing/render-app';
import {
  IMPERIAL_WALK,
  answerApplication,
  answerRoadsAndManeuvers,
  answerWeightAndTerrain,
  enterQuantity,
  freshSurveyForEachTest,
  nextButton,
  startSurvey,
} from '../../../testing/survey-walk';

const CONFIRMATION = 'My use case aligns to the description above.';

function checkbox(name: string) {
  return screen.getByRole('checkbox', { name });
}

/** Opens page 3 (road types and maneuvers) with the road type already answered. */
async function openRoadsAndManeuvers(user: UserEvent) {
  await renderApp('/survey');
  await startSurvey(user);
  await answerApplication(user);
  await user.click(nextButton());
  await answerWeightAndTerrain(user, IMPERIAL_WALK);
  await user.click(nextButton());
  await user.click(checkbox('Paved'));
}

describe('Survey wizard rules', () => {
  freshSurveyForEachTest();

  it("makes 'None of the above' exclusive with every maneuver", async () => {
    const user = userEvent.setup();
    await openRoadsAndManeuvers(user);
    expect(nextButton()).toBeDisabled();

    await user.click(checkbox('Mud'));
    await user.click(checkbox('Urban stop-and-go'));
    expect(nextButton()).toBeEnabled();

    await user.click(checkbox('None of the above'));
    expect(checkbox('None of the above')).toBeChecked();
    expect(checkbox('Mud')).not.toBeChecked();
    expect(checkbox('Urban stop-and-go')).not.toBeChecked();
    expect(nextButton()).toBeEnabled();

    await user.click(checkbox('Fast in reverse'));
    expect(checkbox('None of the above')).not.toBeChecked();
    expect(checkbox('Fast in reverse')).toBeChecked();
  });

  it('needs the Slow Creeping confirmation and describes the speed in Imperial', async () => {
    const user = userEvent.setup();
    await openRoadsAndManeuvers(user);

    await user.click(checkbox('Slow creeping'));
    const confirmation = checkbox(CONFIRMATION);
    expect(confirmation).toHaveAccessibleDescription(/0\.5 mph \/ 44 ft\/min/);
    expect(nextButton()).toBeDisabled();

    await user.click(confirmation);
    expect(nextButton()).toBeEnabled();

    // Choosing none drops slow creeping and its confirmation with it.
    await user.click(checkbox('None of the above'));
    expect(screen.queryByRole('checkbox', { name: CONFIRMATION })).not.toBeInTheDocument();
    await user.click(checkbox('Slow creeping'));
    expect(checkbox(CONFIRMATION)).not.toBeChecked();
  });

  it('describes the Slow Creeping speed in Metric', async () => {
    const user = userEvent.setup();
    document.cookie = 'units=Metric; path=/';
    await renderApp('/survey');
    await startSurvey(user);
    await answerApplication(user);
    await user.click(nextButton());
    await answerWeightAndTerrain(user, {
      ...IMPERIAL_WALK,
      weight: '36287',
      units: { ...IMPERIAL_WALK.units, weight: 'kg' },
    });
    await user.click(nextButton());

    await user.click(checkbox('Slow creeping'));
    expect(checkbox(CONFIRMATION)).toHaveAccessibleDescription(/0\.8 kph \/ 13 m\/min/);
    expect(screen.queryByText(/mph/)).not.toBeInTheDocument();
  });

  it('clears the PTO answer after Yes until 1, 2 or 3+ is chosen', async () => {
    const user = userEvent.setup();
    await renderApp('/survey');
    await startSurvey(user);
    await answerApplication(user);
    await user.click(nextButton());
    await answerWeightAndTerrain(user, IMPERIAL_WALK);
    await user.click(nextButton());
    await answerRoadsAndManeuvers(user);
    await user.click(nextButton());
    await enterQuantity(user, 'Cruise speed (mph)', '65');
    await enterQuantity(user, 'Occasional max road speed (mph)', '70');
    expect(nextButton()).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'No PTO needs' }));
    expect(nextButton()).toBeEnabled();

    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(nextButton()).toBeDisabled();
    expect(
      screen.getByRole('radiogroup', { name: 'How many PTOs does the truck need?' }),
    ).toBeVisible();

    await user.click(screen.getByRole('radio', { name: '2 PTOs' }));
    expect(nextButton()).toBeEnabled();

    await user.click(screen.getByRole('radio', { name: 'No PTO needs' }));
    expect(screen.queryByRole('radio', { name: '2 PTOs' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('radio', { name: '2 PTOs' })).not.toBeChecked();
    expect(nextButton()).toBeDisabled();
  });
});
