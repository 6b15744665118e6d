import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  gearRatioNotNumberMessage,
  MESSAGES,
  tooManyGearsMessage,
} from '@transmission-spec/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildAdmin } from '../../../testing/builders';
import { jsonResponse } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import {
  enter,
  field,
  sentFamily,
  setupUser,
  storedFamily,
  stubAdminApi,
} from '../transmission-form-testing';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const FORWARD = 'Forward ratios, lowest gear to top gear';
const REVERSE = 'Reverse ratios';

const withRatios = {
  ...storedFamily,
  gearRatios: { forward: [14.4, 11.03, 8.45, 1, 0.77], reverse: [12.9] },
};

async function openEdit(family = withRatios, save?: () => Response) {
  const stub = stubAdminApi(save, family);
  await renderApp('/transmission-data/edit/7', { user: buildAdmin() });
  await screen.findByDisplayValue('Endurant HD');
  return stub;
}

describe('gear ratios in the transmission form', () => {
  it('shows the stored lists as typed text with the gears as read', async () => {
    await openEdit();
    expect(field(FORWARD)).toHaveValue('14.40, 11.03, 8.45, 1.00, 0.77');
    expect(field(REVERSE)).toHaveValue('12.90');
    expect(field(FORWARD)).toHaveAccessibleDescription(
      '5 forward gears: lowest 14.40, top 0.77 (overdrive)',
    );
    const gears = screen.getByRole('list', { name: 'Forward gears as read' });
    expect(gears.querySelectorAll('li')).toHaveLength(5);
    expect(gears).toHaveTextContent('114.40211.0338.4541.0050.77');
  });

  it('saves a typed list as rounded numbers, and written as stored once left', async () => {
    const user = setupUser();
    const { fetchMock } = await openEdit();
    const forward = enter(FORWARD, '14.8 10.95;8.09, 1.0004, .7349');
    expect(forward).toHaveValue('14.80, 10.95, 8.09, 1.00, 0.735');
    enter(REVERSE, '13.1, 3.06');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.transmissionSaved)).toBeInTheDocument();
    expect(sentFamily(fetchMock)?.gearRatios).toEqual({
      forward: [14.8, 10.95, 8.09, 1, 0.735],
      reverse: [13.1, 3.06],
    });
  });

  it('sends no ratios (null) when both lists are emptied', async () => {
    const user = setupUser();
    const { fetchMock } = await openEdit();
    enter(FORWARD, '');
    enter(REVERSE, '  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.transmissionSaved)).toBeInTheDocument();
    expect(sentFamily(fetchMock)?.gearRatios).toBeNull();
  });

  it('shows a list typed top gear first beside the field, keeps the text and saves nothing', async () => {
    const user = setupUser();
    const { requests } = await openEdit();
    const forward = enter(FORWARD, '0.77, 1.00, 14.40');
    await waitFor(() => {
      expect(forward).toHaveAccessibleDescription(MESSAGES.gearLowestNotAboveTop);
    });
    expect(forward).toHaveAttribute('aria-invalid', 'true');
    expect(forward).toHaveValue('0.77, 1.00, 14.40');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText(MESSAGES.unresolvedErrors)).length).toBeGreaterThan(0);
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
    expect(forward).toHaveFocus();
  });

  it('names the gear that is not a number, and the reverse list’s own problem beside it', async () => {
    const user = setupUser();
    await openEdit();
    const forward = enter(FORWARD, '14.8, 1O.95, 0.73');
    const reverse = enter(REVERSE, '9, 8, 7, 6, 5, 4, 3, 2, 1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(forward).toHaveAccessibleDescription(gearRatioNotNumberMessage('forward', 1));
    });
    expect(reverse).toHaveAccessibleDescription(tooManyGearsMessage('reverse', 8));
    expect(forward).toHaveValue('14.80, 1O.95, 0.73');
    expect(screen.queryByRole('list', { name: 'Forward gears as read' })).not.toBeInTheDocument();
  });

  it('focuses the reverse list when only it is wrong', async () => {
    const user = setupUser();
    await openEdit();
    const reverse = enter(REVERSE, '12.9, -1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(reverse).toHaveFocus();
    });
  });

  it('shows ratios the server refused beside the list', async () => {
    const user = setupUser();
    await openEdit(withRatios, () =>
      jsonResponse(
        {
          code: 'VALIDATION_FAILED',
          message: MESSAGES.validationFailed,
          fields: { 'gearRatios.forward': MESSAGES.gearRatiosTooFew },
        },
        400,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(field(FORWARD)).toHaveAccessibleDescription(MESSAGES.gearRatiosTooFew);
    });
    expect(screen.queryByText(MESSAGES.transmissionSaveFailed)).not.toBeInTheDocument();
  });

  it('warns before leaving changed ratios', async () => {
    const user = setupUser();
    await openEdit();
    fireEvent.change(field(REVERSE), { target: { value: '12.9, 3.1' } });
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(MESSAGES.leaveUnsaved);
  });
});
