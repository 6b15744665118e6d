import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderApp } from '../testing/render-app';

describe('SiteFooter', () => {
  it.each([
    ['Privacy Policy', '/privacy-policy'],
    ['Terms and Conditions', '/terms-and-conditions'],
  ])('opens %s in a new tab and says so', async (name, href) => {
    await renderApp('/');
    const footer = within(screen.getByRole('contentinfo'));
    const link = footer.getByRole('link', { name: `${name} (opens in a new tab)` });

    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ')).toEqual(
      expect.arrayContaining(['noopener', 'noreferrer']),
    );
  });

  it('links to Create Spec, My Specs and Contact Us', async () => {
    await renderApp('/');
    const footer = within(screen.getByRole('contentinfo'));

    expect(footer.getByRole('link', { name: 'Create Spec' })).toHaveAttribute('href', '/survey');
    expect(footer.getByRole('link', { name: 'My Specs' })).toHaveAttribute('href', '/spec');
    expect(footer.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    expect(footer.getByText(/Need assistance\?/)).toHaveTextContent('Need assistance? Contact Us.');
  });

  it('shows the copyright with the current year', async () => {
    await renderApp('/');
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByText(`© ${new Date().getFullYear()} Transmission Spec`)).toBeInTheDocument();
  });
});
