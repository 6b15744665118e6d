import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { learnMoreUrlInvalid, MESSAGES } from '@transmission-spec/domain';
import type { TransmissionFamilyInput } from '@transmission-spec/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildAdmin } from '../../../testing/builders';
import { jsonResponse, notFoundResponse, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { buildFamily } from '../admin-test-data';

// The form holds some eighty inputs; queries over it take a while on a busy machine.
const SLOW = { timeout: 120_000 };

const stored = buildFamily({ id: 7, name: 'Endurant HD', maxSupportedGcw: 80_000 });

function stubAdminApi(save: () => Response = () => new Response(null, { status: 204 })) {
  return stubFetch(({ url, method }) => {
    if (url === '/api/transmission/7' && method === 'GET') return jsonResponse(stored);
    if (url === '/api/transmission/7' && method === 'PUT') return save();
    if (url === '/api/transmission' && method === 'POST') return save();
    if (url === '/api/transmission/') return jsonResponse([stored]);
    return notFoundResponse();
  });
}

/** The family JSON part of the multipart body of the last save. */
function sentFamily(fetchMock: ReturnType<typeof stubFetch>['fetchMock']) {
  const call = fetchMock.mock.calls.find(([, init]) => init?.body instanceof FormData);
  const body = call?.[1]?.body as FormData | undefined;
  const text = body?.get('transmission');
  return typeof text === 'string' ? (JSON.parse(text) as TransmissionFamilyInput) : undefined;
}

function field(label: string | RegExp) {
  return screen.getByLabelText(label, { selector: 'input, select, textarea' });
}

/** Types `text` into a field and leaves it (one change event: per-key typing is slow here). */
function enter(label: string | RegExp, text: string) {
  const input = field(label);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
  return input;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('add transmission form', () => {
  it('starts from the new-family defaults', SLOW, async () => {
    stubAdminApi();
    await renderApp('/transmission-data/add', { user: buildAdmin() });
    expect(screen.getByRole('heading', { level: 1, name: 'Add Transmission' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/transmission-data',
    );
    expect(field('Default minimum')).toHaveValue('2');
    expect(field('Extreme maximum')).toHaveValue('2');
    expect(field('Max cruise speed (mph)')).toHaveValue('45');
    expect(field('Max top speed (mph)')).toHaveValue('45');
    expect(field('Max engine power (HP)')).toHaveValue('330');
    expect(field('Max GCW (lbs)')).toHaveValue('33000');
    expect(field('Linehaul')).toHaveValue('NotSupported');
  });

  it('leaves an untouched add form without asking', SLOW, async () => {
    const user = userEvent.setup();
    stubAdminApi();
    const { router } = await renderApp('/transmission-data/add', { user: buildAdmin() });
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/transmission-data');
    });
  });

  it('refuses an incomplete family and says what is wrong', SLOW, async () => {
    const user = userEvent.setup();
    const { requests } = stubAdminApi();
    await renderApp('/transmission-data/add', { user: buildAdmin() });

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText(MESSAGES.unresolvedErrors)).length).toBeGreaterThan(0);
    expect(screen.getAllByText(MESSAGES.requiredField).length).toBeGreaterThanOrEqual(3);
    expect(screen.getByText(MESSAGES.addAtLeastOneModel)).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('trims texts and checks the URL and the length when left', SLOW, async () => {
    stubAdminApi();
    await renderApp('/transmission-data/add', { user: buildAdmin() });

    expect(enter(/^Name/, '  Endurant XD   ')).toHaveValue('Endurant XD');
    enter(/^Learn more URL/, 'transmissions.example/xd');
    expect(
      await screen.findByText(learnMoreUrlInvalid(window.location.origin)),
    ).toBeInTheDocument();
    enter(/^Name/, 'x'.repeat(201));
    expect(await screen.findByText(MESSAGES.fieldTooLong200)).toBeInTheDocument();
  });

  it('rounds and checks the numbers when left', SLOW, async () => {
    stubAdminApi();
    await renderApp('/transmission-data/add', { user: buildAdmin() });

    enter('Price', '101');
    expect(await screen.findByText(MESSAGES.goalPointsRange)).toBeInTheDocument();
    expect(enter('High minimum', '1.96')).toHaveValue('2');
    expect(enter('Medium minimum', '4.44')).toHaveValue('4.4');
    expect(await screen.findByText(MESSAGES.axleMinAboveMax)).toBeInTheDocument();
    enter('Extreme maximum', '7.5');
    expect(await screen.findByText(MESSAGES.axleMaxRange)).toBeInTheDocument();
    enter('Max engine power (HP)', 'lots');
    expect(await screen.findByText(MESSAGES.enterNumber)).toBeInTheDocument();
    const gcw = enter('Max GCW (lbs)', '');
    expect(gcw).toHaveValue('');
    expect(gcw).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('adds models only when complete, valid and new, by button or Enter', SLOW, async () => {
    const user = userEvent.setup();
    stubAdminApi();
    await renderApp('/transmission-data/add', { user: buildAdmin() });
    const add = screen.getByRole('button', { name: 'Add' });

    expect(add).toBeDisabled();
    fireEvent.change(field('Model name'), { target: { value: 'EEO-16F112C' } });
    expect(add).toBeDisabled();
    fireEvent.change(field('Max torque (lb-ft)'), { target: { value: '900' } });
    expect(add).toBeEnabled();
    await user.click(add);
    expect(await screen.findByText(MESSAGES.modelTorqueRange)).toBeInTheDocument();

    fireEvent.change(field('Max torque (lb-ft)'), { target: { value: '1650' } });
    await user.type(field('Max torque (lb-ft)'), '{Enter}');
    const models = await screen.findByRole('list', { name: 'Models' });
    expect(within(models).getByText('EEO-16F112C')).toBeInTheDocument();
    expect(within(models).getByText('Max torque 1650 lb-ft')).toBeInTheDocument();
    expect(field('Model name')).toHaveValue('');

    fireEvent.change(field('Model name'), { target: { value: ' eeo-16f112c ' } });
    fireEvent.change(field('Max torque (lb-ft)'), { target: { value: '1750' } });
    await user.type(field('Max torque (lb-ft)'), '{Enter}');
    expect(await screen.findByText(MESSAGES.duplicateModelName)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove model EEO-16F112C' }));
    expect(screen.queryByRole('list', { name: 'Models' })).not.toBeInTheDocument();
  });

  it('refuses an image of the wrong type or size', SLOW, async () => {
    const user = userEvent.setup({ applyAccept: false });
    stubAdminApi();
    await renderApp('/transmission-data/add', { user: buildAdmin() });
    const input = field(/^Image/);

    await user.upload(input, new File(['%PDF'], 'brochure.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(MESSAGES.imageUnsupportedType)).toBeInTheDocument();

    const big = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 10_485_761 });
    await user.upload(input, big);
    expect(await screen.findByText(MESSAGES.imageTooLarge)).toBeInTheDocument();

    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: vi.fn() }),
    );
    await user.upload(input, new File(['png'], 'ok.PNG', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Image preview' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    expect(screen.queryByText(MESSAGES.imageTooLarge)).not.toBeInTheDocument();
  });

  it('updates the name preview only after two seconds', SLOW, async () => {
    stubAdminApi();
    await renderApp('/transmission-data/add', { user: buildAdmin() });
    fireEvent.change(field(/^Name/), { target: { value: 'Endurant XD' } });
    expect(screen.getByTestId('name-preview')).toHaveTextContent('');
    await waitFor(
      () => {
        expect(screen.getByTestId('name-preview')).toHaveTextContent('Endurant XD');
      },
      { timeout: 5000 },
    );
  });
});

describe('edit transmission form', () => {
  it(
    'loads the family, saves it as multipart and takes the saved values as the new baseline',
    SLOW,
    async () => {
      const user = userEvent.setup();
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
    },
  );

  it('warns before leaving unsaved changes', SLOW, async () => {
    const user = userEvent.setup();
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

  it('reports a failed save', SLOW, async () => {
    const user = userEvent.setup();
    stubAdminApi(() =>
      jsonResponse({ code: 'INTERNAL', message: 'Something went wrong. Please try again.' }, 500),
    );
    await renderApp('/transmission-data/edit/7', { user: buildAdmin() });
    await screen.findByDisplayValue('Endurant HD');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.transmissionSaveFailed)).toBeInTheDocument();
  });

  it(
    'shows an image the server refused beside the image field, and can go on without it',
    SLOW,
    async () => {
      const user = userEvent.setup();
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
    },
  );

  it('marks a goal field the server refused', SLOW, async () => {
    const user = userEvent.setup();
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

  it('says when the family cannot be loaded', SLOW, async () => {
    stubFetch(() =>
      jsonResponse({ code: 'INTERNAL', message: 'Something went wrong. Please try again.' }, 500),
    );
    await renderApp('/transmission-data/edit/7', { user: buildAdmin() });
    expect(await screen.findByText(MESSAGES.editLoadFailed)).toBeInTheDocument();
  });
});
