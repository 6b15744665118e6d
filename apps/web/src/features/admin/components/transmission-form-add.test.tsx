import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { learnMoreUrlInvalid, MESSAGES } from '@transmission-spec/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildAdmin } from '../../../testing/builders';
import { renderApp } from '../../../testing/render-app';
import { enter, field, setupUser, stubAdminApi } from '../transmission-form-testing';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('add transmission form', () => {
  it('starts from the new-family defaults', async () => {
    stubAdminApi();
    await renderApp('/transmission-data/add', { user: buildAdmin() });
    expect(screen.getByRole('heading', { level: 1, name: 'Add Transmission' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/transmission-data',
    );
    expect(field('Default minimum')).toHaveValue('2');
    expect(field('Extreme maximum')).toHaveValue('2');
    // SPEC 3: the limits start at their minimums (a save warns about them: decision 088).
    expect(field('Max cruise speed (mph)')).toHaveValue('45');
    expect(field('Max top speed (mph)')).toHaveValue('45');
    expect(field('Max engine power (HP)')).toHaveValue('330');
    expect(field('Max GCW (lbs)')).toHaveValue('33000');
    expect(field('Max GCW (lbs)')).toHaveAccessibleDescription('Empty means no limit');
    expect(field('Linehaul')).toHaveValue('NotSupported');
  });

  it('leaves an untouched add form without asking', async () => {
    const user = setupUser();
    stubAdminApi();
    const { router } = await renderApp('/transmission-data/add', { user: buildAdmin() });
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/transmission-data');
    });
  });

  it('refuses an incomplete family and says what is wrong', async () => {
    const user = setupUser();
    const { requests } = stubAdminApi();
    await renderApp('/transmission-data/add', { user: buildAdmin() });

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText(MESSAGES.unresolvedErrors)).length).toBeGreaterThan(0);
    expect(screen.getAllByText(MESSAGES.requiredField).length).toBeGreaterThanOrEqual(3);
    expect(screen.getByText(MESSAGES.addAtLeastOneModel)).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('offers the block type and the image through MUI controls like the other fields', async () => {
    stubAdminApi();
    await renderApp('/transmission-data/add', { user: buildAdmin() });

    const blockType = screen.getByRole('combobox', { name: 'Block type' });
    expect(blockType.closest('.MuiOutlinedInput-root')).not.toBeNull();
    // The browser's own file input is out of sight: an MUI button opens it.
    const choose = screen.getByRole('button', { name: 'Choose image' });
    expect(choose).toHaveAccessibleDescription(/^Image \(png/);
    expect(screen.getByText('No image chosen')).toBeInTheDocument();
  });

  it('marks an empty description as invalid, as the other fields are', async () => {
    const user = setupUser();
    stubAdminApi();
    await renderApp('/transmission-data/add', { user: buildAdmin() });

    const description = screen.getByRole('textbox', { name: 'Description' });
    expect(description).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(description).toHaveAttribute('aria-invalid', 'true');
    });
    expect(description).toHaveAccessibleDescription(MESSAGES.requiredField);
    expect(field(/^Name/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('trims texts and checks the URL and the length when left', async () => {
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

  it('rounds and checks the numbers when left', async () => {
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

  it('adds models only when complete, valid and new, by button or Enter', async () => {
    const user = setupUser();
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

  it('refuses an image of the wrong type or size', async () => {
    const user = setupUser({ applyAccept: false });
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

  it('updates the name preview only after two seconds', async () => {
    stubAdminApi();
    await renderApp('/transmission-data/add', { user: buildAdmin() });
    fireEvent.change(field(/^Name/), { target: { value: 'Endurant XD' } });
    expect(screen.getByTestId('name-preview')).toHaveTextContent('');
    await waitFor(() => {
      expect(screen.getByTestId('name-preview')).toHaveTextContent('Endurant XD');
    });
  });
});
