import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { clearCookies, renderApp } from '../../testing/render-app';
import { writeUnitsPreference } from './units-preference';

function gcwSection() {
  return within(screen.getByRole('region', { name: 'Gross combined weight (GCW)' }));
}

function unitsGroup() {
  return within(screen.getByRole('group', { name: 'Units' }));
}

describe('Unit switcher', () => {
  beforeEach(clearCookies);
  afterEach(() => {
    clearCookies();
    vi.restoreAllMocks();
  });

  it('starts in Imperial when no choice was saved', async () => {
    await renderApp('/help');
    expect(unitsGroup().getByRole('button', { name: 'Imperial' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(gcwSection().getByText('33,000 lbs')).toBeInTheDocument();
  });

  it('saves Metric in the units cookie and the help page shows the weight range in kg', async () => {
    const user = userEvent.setup();
    await renderApp('/help');

    await user.click(unitsGroup().getByRole('button', { name: 'Metric' }));

    expect(document.cookie).toMatch(/(^|;\s*)units=Metric(;|$)/);
    expect(unitsGroup().getByRole('button', { name: 'Metric' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(gcwSection().getByText('14,969 kg')).toBeInTheDocument();
    expect(gcwSection().getByText('113,398 kg')).toBeInTheDocument();
    expect(gcwSection().queryByText(/lbs/)).not.toBeInTheDocument();
  });

  it('keeps Metric after a reload', async () => {
    document.cookie = 'units=Metric; path=/';
    await renderApp('/help');
    expect(unitsGroup().getByRole('button', { name: 'Metric' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(gcwSection().getByText('14,969 kg')).toBeInTheDocument();
  });

  it('falls back to Imperial when the cookie holds an unknown value', async () => {
    document.cookie = 'units=Furlongs; path=/';
    await renderApp('/help');
    expect(unitsGroup().getByRole('button', { name: 'Imperial' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(gcwSection().getByText('250,000 lbs')).toBeInTheDocument();
  });

  it('writes a site-wide cookie that lasts a year', () => {
    const setCookie = vi.spyOn(Document.prototype, 'cookie', 'set');
    writeUnitsPreference('Metric');
    const written = setCookie.mock.calls.at(-1)?.[0] ?? '';
    expect(written.split('; ')).toEqual(
      expect.arrayContaining(['units=Metric', 'path=/', 'max-age=31536000', 'SameSite=Lax']),
    );
  });
});
