import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderApp } from '../../../testing/render-app';
import {
  IMPERIAL_WALK,
  answerApplication,
  answerWeightAndTerrain,
  freshSurveyForEachTest,
  nextButton,
  startSurvey,
} from '../../../testing/survey-walk';

function progress() {
  return screen.getByRole('progressbar', { name: 'Survey progress' });
}

describe('Survey wizard', () => {
  freshSurveyForEachTest();

  it('starts with the disclaimer, titled for the survey', async () => {
    await renderApp('/survey');
    expect(await screen.findByRole('button', { name: 'Got it! Create spec' })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Create a New Transmission Spec',
    );
    expect(document.title).toBe('Create a New Transmission Spec · Transmission Spec');
  });

  it('leaves the disclaimer for the home page on Cancel', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/survey');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps Next disabled until the page is answered and hides Back on page 1', async () => {
    const user = userEvent.setup();
    await renderApp('/survey');
    await startSurvey(user);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Create a New Transmission Spec' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(nextButton()).toBeDisabled();
    expect(progress()).toHaveAttribute('aria-valuenow', '17');
    expect(screen.getByText('Page 1 of 6')).toBeInTheDocument();

    await answerApplication(user);
    expect(nextButton()).toBeEnabled();
    await user.click(nextButton());

    expect(screen.getByText('Page 2 of 6')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
    expect(nextButton()).toBeDisabled();
  });

  it('keeps the answers when Create Spec is followed mid-survey', async () => {
    const user = userEvent.setup();
    await renderApp('/survey');
    await startSurvey(user);
    await answerApplication(user);
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Create Spec' }));

    expect(screen.getByText('Page 1 of 6')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Linehaul' })).toBeChecked();
  });

  it('keeps the answers of a page when going Back', async () => {
    const user = userEvent.setup();
    await renderApp('/survey');
    await startSurvey(user);
    await answerApplication(user);
    await user.click(nextButton());
    await user.click(screen.getByRole('button', { name: 'Back' }));

    expect(screen.getByRole('radio', { name: 'Linehaul' })).toBeChecked();
    expect(nextButton()).toBeEnabled();
  });

  it('offers every application as one choice, with help that opens in a new tab', async () => {
    const user = userEvent.setup();
    await renderApp('/survey');
    await startSurvey(user);

    const group = screen.getByRole('radiogroup', { name: 'Vehicle application' });
    expect(within(group).getAllByRole('radio')).toHaveLength(14);
    expect(within(group).getByRole('radio', { name: 'Fire Service' })).toBeInTheDocument();
    const help = screen.getByRole('link', { name: /^Help with Vehicle application/ });
    expect(help).toHaveAttribute('href', '/help#VehicleApplication');
    expect(help).toHaveAttribute('target', '_blank');
    expect(help).toHaveAccessibleName('Help with Vehicle application (opens in a new tab)');
  });

  it('leaves terrain unanswered until the Mountain Pass frequency is chosen', async () => {
    const user = userEvent.setup();
    await renderApp('/survey');
    await startSurvey(user);
    await answerApplication(user);
    await user.click(nextButton());
    await answerWeightAndTerrain(user, IMPERIAL_WALK);
    expect(nextButton()).toBeEnabled();

    // Unticking and ticking Mountain Pass again asks for the frequency anew.
    await user.click(screen.getByRole('checkbox', { name: 'Mountain Pass' }));
    await user.click(screen.getByRole('checkbox', { name: 'Mountain Pass' }));
    expect(screen.getByRole('radio', { name: /Mountain Pass, frequent/ })).not.toBeChecked();
    expect(nextButton()).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: /Mountain Pass, occasional/ }));
    expect(nextButton()).toBeEnabled();
  });

  it('asks to confirm Steep Grade before terrain counts as answered', async () => {
    const user = userEvent.setup();
    await renderApp('/survey');
    await startSurvey(user);
    await answerApplication(user);
    await user.click(nextButton());
    await answerWeightAndTerrain(user, IMPERIAL_WALK);

    await user.click(screen.getByRole('checkbox', { name: /^Steep Grade/ }));
    const confirmation = screen.getByRole('checkbox', {
      name: 'My use case aligns to the description above.',
    });
    expect(confirmation).toHaveAccessibleDescription(/grades of 20% or larger/);
    expect(nextButton()).toBeDisabled();

    await user.click(confirmation);
    expect(nextButton()).toBeEnabled();
  });

  it('asks before cancelling and goes home on Continue', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/survey');
    await startSurvey(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleDescription(
      'You have not saved your responses are you sure you want to leave this site? If yes then press Continue',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await waitForElementToBeRemoved(dialog);
    expect(router.state.location.pathname).toBe('/survey');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Continue' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
