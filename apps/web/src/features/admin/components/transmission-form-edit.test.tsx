import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { limitAtMinimumMessage, limitsAtMinimumTitle, MESSAGES } from '@transmission-spec/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildAdmin } from '../../../testing/builders';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { buildFamily } from '../admin-test-data';
import { field, sentFamily, setupUser, stubAdminApi } from '../transmission-form-testing';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('edit transmission form', () => {
  it('loads the family, saves it as multipart and takes the saved values as the new baseline', async () => {
    const user = setupUser();
    const { fetchMock } = stubAdminApi();
    const { router } = await renderApp('/transmission-data/edit/7', { user: buildAdmin() });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit Transmission' }),
    ).toBeInTheDocument();
    const name = await screen.findByDisplayValue('Endurant HD');
    expect(field('Max GCW (lbs)')).toHaveValue('80000');
    await user.clear(name);
    await user.type(name, 'Endurant HD 2');
    fireEvent.change(field('Linehaul'), { target: { value: 'Recommended' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(MESSAGES.transmissionSaved)).toBeInTheDocument();
    // No limit sits at its minimum: nothing to confirm.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const sent = sentFamily(fetchMock);
    expect(sent?.name).toBe('Endurant HD 2');
    expect(sent?.supportedApplications.Linehaul).toBe('Recommended');
    expect(sent?.maxSupportedGcw).toBe(80_000);
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe('/api/transmission/7');

    // Saved: leaving asks nothing.
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/transmission-data');
    });
  });

  it('warns before leaving unsaved changes', async () => {
    const user = setupUser();
    stubAdminApi();
    const { router } = await renderApp('/transmission-data/edit/7', { user: buildAdmin() });
    const name = await screen.findByDisplayValue('Endurant HD');
    fireEvent.change(name, { target: { value: 'Endurant HD X' } });
    await user.click(screen.getByRole('link', { name: 'Back' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(MESSAGES.leaveUnsaved);
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(router.state.location.pathname).toBe('/transmission-data/edit/7');

    await user.click(screen.getByRole('link', { name: 'Back' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }),
    );
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/transmission-data');
    });
  });

  it('reports a failed save', async () => {
    const user = setupUser();
    stubAdminApi(() =>
      jsonResponse({ code: 'INTERNAL', message: 'Something went wrong. Please try again.' }, 500),
    );
    await renderApp('/transmission-data/edit/7', { user: buildAdmin() });
    await screen.findByDisplayValue('Endurant HD');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.transmissionSaveFailed)).toBeInTheDocument();
  });

  it('shows an image the server refused beside the image field, and can go on without it', async () => {
    const user = setupUser();
    let saves = 0;
    stubAdminApi(() => {
      saves += 1;
      return saves > 1
        ? new Response(null, { status: 204 })
        : jsonResponse(
            {
              code: 'UNSUPPORTED_MEDIA_TYPE',
              message: MESSAGES.imageUnsupportedType,
              fields: { imageFile: MESSAGES.imageUnsupportedType },
            },
            415,
          );
    });
    await renderApp('/transmission-data/edit/7', { user: buildAdmin() });
    await screen.findByDisplayValue('Endurant HD');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(MESSAGES.imageUnsupportedType)).toBeInTheDocument();
    expect(field(/^Image/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(MESSAGES.unresolvedErrors).length).toBeGreaterThan(0);
    expect(screen.queryByText(MESSAGES.transmissionSaveFailed)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Upload no image' }));
    expect(field(/^Image/)).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText(MESSAGES.imageUnsupportedType)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.transmissionSaved)).toBeInTheDocument();
    expect(saves).toBe(2);
  });

  it('marks a goal field the server refused', async () => {
    const user = setupUser();
    stubAdminApi(() =>
      jsonResponse(
        {
          code: 'VALIDATION_FAILED',
          message: MESSAGES.validationFailed,
          fields: { 'performanceGoalPoints.price': MESSAGES.goalPointsRange },
        },
        400,
      ),
    );
    await renderApp('/transmission-data/edit/7', { user: buildAdmin() });
    await screen.findByDisplayValue('Endurant HD');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(field('Price')).toHaveAccessibleDescription(MESSAGES.goalPointsRange);
    });
    expect(field('Price')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Price')).toHaveFocus();
  });

  it('shows a name another family has beside the name field', async () => {
    const user = setupUser();
    stubAdminApi(() =>
      jsonResponse(
        {
          code: 'CONFLICT',
          message: MESSAGES.duplicateFamilyName,
          fields: { name: MESSAGES.duplicateFamilyName },
        },
        409,
      ),
    );
    await renderApp('/transmission-data/edit/7', { user: buildAdmin() });
    await screen.findByDisplayValue('Endurant HD');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(field(/^Name/)).toHaveAccessibleDescription(MESSAGES.duplicateFamilyName);
    });
    expect(field(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Name/)).toHaveFocus();
    expect(screen.queryByText(MESSAGES.transmissionSaveFailed)).not.toBeInTheDocument();
  });

  it('says when the family cannot be loaded', async () => {
    stubFetch(() =>
      jsonResponse({ code: 'INTERNAL', message: 'Something went wrong. Please try again.' }, 500),
    );
    await renderApp('/transmission-data/edit/7', { user: buildAdmin() });
    expect(await screen.findByText(MESSAGES.editLoadFailed)).toBeInTheDocument();
  });
});

describe('a save with limits at their minimum (issue 25, decision 088)', () => {
  // Cruise and top speed set; the engine power and the GCW left at the least they can be.
  const atMinimum = buildFamily({
    id: 7,
    name: 'Endurant HD',
    maxSupportedCruiseSpeed: 65,
    maxSupportedMaxSpeed: 70,
    maxSupportedEngineHp: 330,
    maxSupportedGcw: 33_000,
  });
  const powerWarning = limitAtMinimumMessage({ key: 'maxSupportedEngineHp', value: 330 });
  const gcwWarning = limitAtMinimumMessage({ key: 'maxSupportedGcw', value: 33_000 });

  async function saveAtMinimum() {
    const user = setupUser();
    const stub = stubAdminApi(undefined, atMinimum);
    await renderApp('/transmission-data/edit/7', { user: buildAdmin() });
    await screen.findByDisplayValue('Endurant HD');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: limitsAtMinimumTitle(2) });
    return { user, dialog, ...stub };
  }

  it('names each limit at its minimum and sends nothing until the admin saves anyway', async () => {
    const { user, dialog, requests, fetchMock } = await saveAtMinimum();
    expect(dialog).toHaveAccessibleDescription(`${powerWarning} ${gcwWarning}`);
    expect(dialog).not.toHaveTextContent('Max cruise speed');
    expect(dialog).not.toHaveTextContent('Max top speed');
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Save anyway' }));
    expect(await screen.findByText(MESSAGES.transmissionSaved)).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
    expect(sentFamily(fetchMock)).toMatchObject({
      maxSupportedEngineHp: 330,
      maxSupportedGcw: 33_000,
    });
  });

  it('goes back to the first such field without saving', async () => {
    const { user, dialog, requests } = await saveAtMinimum();
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    await waitFor(() => {
      expect(field('Max engine power (HP)')).toHaveFocus();
    });
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
    expect(screen.queryByText(MESSAGES.transmissionSaved)).not.toBeInTheDocument();
  });
});
