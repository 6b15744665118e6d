import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderApp } from '../../../testing/render-app';
import {
  answerApplication,
  enterQuantity,
  freshSurveyForEachTest,
  nextButton,
  startSurvey,
} from '../../../testing/survey-walk';

const WEIGHT_LBS = 'Max gross combined weight (lbs)';
const WEIGHT_KG = 'Max gross combined weight (kg)';

async function openWeightPage(user: UserEvent) {
  await renderApp('/survey');
  await startSurvey(user);
  await answerApplication(user);
  await user.click(nextButton());
}

function field(name: string) {
  return screen.getByRole('spinbutton', { name });
}

function weightSection() {
  return within(screen.getByRole('region', { name: 'Max gross combined weight' }));
}

describe('Quantity sliders', () => {
  freshSurveyForEachTest();

  it('clamps to the range and rounds to the step when the field is left', async () => {
    const user = userEvent.setup();
    await openWeightPage(user);
    expect(field(WEIGHT_LBS)).toHaveValue('');
    expect(weightSection().getByText('Not answered yet')).toBeInTheDocument();

    await enterQuantity(user, WEIGHT_LBS, '300000');
    expect(field(WEIGHT_LBS)).toHaveValue('250000');

    await enterQuantity(user, WEIGHT_LBS, '80499');
    expect(field(WEIGHT_LBS)).toHaveValue('80000');
    expect(weightSection().getByText('80,000 lbs')).toBeInTheDocument();

    await enterQuantity(user, WEIGHT_LBS, '80500');
    expect(field(WEIGHT_LBS)).toHaveValue('81000');

    await enterQuantity(user, WEIGHT_LBS, '1200');
    expect(field(WEIGHT_LBS)).toHaveValue('33000');
  });

  it('says beside the field when a typed value was set to the most or the least covered', async () => {
    const user = userEvent.setup();
    await openWeightPage(user);

    await enterQuantity(user, WEIGHT_LBS, '300000');
    expect(field(WEIGHT_LBS)).toHaveValue('250000');
    const most = 'Set to 250,000 lbs, the most this tool covers';
    // A status region tied to the field: heard when it appears and when the field is read again.
    expect(weightSection().getByRole('status')).toHaveTextContent(most);
    expect(field(WEIGHT_LBS)).toHaveAccessibleDescription(most);

    await enterQuantity(user, WEIGHT_LBS, '1200');
    expect(weightSection().getByRole('status')).toHaveTextContent(
      'Set to 33,000 lbs, the least this tool covers',
    );

    // A value inside the range settles with nothing to say; so does an emptied field.
    await enterQuantity(user, WEIGHT_LBS, '120000');
    expect(weightSection().getByRole('status')).toBeEmptyDOMElement();
    expect(field(WEIGHT_LBS)).not.toHaveAccessibleDescription();
    await enterQuantity(user, WEIGHT_LBS, '300000');
    await user.click(field(WEIGHT_LBS));
    await user.keyboard('{ArrowDown}');
    expect(weightSection().getByRole('status')).toBeEmptyDOMElement();
  });

  it('says the clamp in Metric when the visitor uses Metric', async () => {
    const user = userEvent.setup();
    document.cookie = 'units=Metric; path=/';
    await openWeightPage(user);
    await enterQuantity(user, WEIGHT_KG, '200000');
    expect(field(WEIGHT_KG)).toHaveValue('113398');
    expect(weightSection().getByRole('status')).toHaveTextContent(
      'Set to 113,398 kg, the most this tool covers',
    );
  });

  it('turns an emptied field into the minimum', async () => {
    const user = userEvent.setup();
    await openWeightPage(user);
    await enterQuantity(user, WEIGHT_LBS, '120000');
    await enterQuantity(user, WEIGHT_LBS, '');
    expect(field(WEIGHT_LBS)).toHaveValue('33000');
  });

  it('steps with the arrow keys in the field and on the slider', async () => {
    const user = userEvent.setup();
    await openWeightPage(user);
    await enterQuantity(user, WEIGHT_LBS, '80000');

    await user.click(field(WEIGHT_LBS));
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    expect(field(WEIGHT_LBS)).toHaveValue('81000');

    const slider = screen.getByRole('slider', { name: 'Max gross combined weight' });
    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(field(WEIGHT_LBS)).toHaveValue('82000');
    expect(slider).toHaveAttribute('aria-valuetext', '82,000 lbs');
  });

  it('keeps the weight when the units change, shown as a whole number', async () => {
    const user = userEvent.setup();
    await openWeightPage(user);
    await enterQuantity(user, WEIGHT_LBS, '80000');

    const units = within(screen.getByRole('group', { name: 'Units' }));
    await user.click(units.getByRole('button', { name: 'Metric' }));
    expect(field(WEIGHT_KG)).toHaveValue('36287');
    expect(weightSection().getByText('36,287 kg')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Max gross combined weight' })).toHaveAttribute(
      'aria-valuemin',
      '14969',
    );

    await user.click(units.getByRole('button', { name: 'Imperial' }));
    expect(field(WEIGHT_LBS)).toHaveValue('80000');
  });

  it('settles a Metric entry on the Imperial step', async () => {
    const user = userEvent.setup();
    document.cookie = 'units=Metric; path=/';
    await openWeightPage(user);

    // 20,000 kg is 44,092 lbs, which settles on 44,000 lbs: 19,958 kg.
    await enterQuantity(user, WEIGHT_KG, '20000');
    expect(field(WEIGHT_KG)).toHaveValue('19958');
    expect(weightSection().getByText('19,958 kg')).toBeInTheDocument();
  });
});
