import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { sanitizeHtml } from '../lib/sanitize-html';
import { RichTextEditor } from './rich-text-editor';

function renderEditor(initialValue: string) {
  const onChange = vi.fn<(html: string) => void>();
  render(<RichTextEditor label="Notes" initialValue={initialValue} onChange={onChange} />);
  return onChange;
}

/** Opens the toolbar's Link dialog, types `url` and applies it, as a visitor would. */
async function linkTo(user: ReturnType<typeof userEvent.setup>, url: string) {
  await user.click(screen.getByRole('button', { name: 'Link' }));
  const dialog = await screen.findByRole('dialog', { name: 'Link' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Link address' }), url);
  await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
  await waitFor(() => {
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
}

const LINK_ATTRIBUTES = 'target="_blank" rel="noopener noreferrer"';

describe('the notes editor link (issue 25)', () => {
  it('inserts the address as linked text where nothing is selected, as the sanitizer keeps it', async () => {
    const user = userEvent.setup();
    const onChange = renderEditor('');
    await linkTo(user, 'https://maker.example/endurant');

    const notes = screen.getByRole('textbox', { name: 'Notes' });
    expect(
      within(notes).getByRole('link', { name: 'https://maker.example/endurant' }),
    ).toHaveAttribute('href', 'https://maker.example/endurant');
    const html = onChange.mock.lastCall?.[0] ?? '';
    expect(html).toBe(
      `<p><a ${LINK_ATTRIBUTES} href="https://maker.example/endurant">https://maker.example/endurant</a></p>`,
    );
    // Nothing for the server's allowlist to take away.
    expect(sanitizeHtml(html)).toContain('href="https://maker.example/endurant"');
    expect(sanitizeHtml(html)).toContain('>https://maker.example/endurant</a>');
  });

  it('shows a mail address without its mailto: prefix', async () => {
    const user = userEvent.setup();
    const onChange = renderEditor('');
    await linkTo(user, 'mailto:sales@maker.example');
    expect(onChange.mock.lastCall?.[0]).toBe(
      `<p><a ${LINK_ATTRIBUTES} href="mailto:sales@maker.example">sales@maker.example</a></p>`,
    );
  });
});
