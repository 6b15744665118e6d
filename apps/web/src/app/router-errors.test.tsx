import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderApp } from '../testing/render-app';

vi.mock('./routes/help', () => ({
  HelpPage: () => {
    throw new Error('help exploded');
  },
}));

describe('Crash handling', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the error page inside the shell when a page crashes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderApp('/help');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Oops! Something went wrong.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});
