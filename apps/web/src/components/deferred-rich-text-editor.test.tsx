import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { DeferredRichTextEditor } from './deferred-rich-text-editor';
import type * as EditorModule from './rich-text-editor';

// The editor's code arrives only when the test says, as it would over a slow network.
const gate = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    opened,
    open: () => {
      open();
    },
  };
});
const importedEditor = vi.hoisted(() => ({ times: 0 }));
vi.mock('./rich-text-editor', async (importOriginal) => {
  importedEditor.times += 1;
  const actual = await importOriginal<typeof EditorModule>();
  await gate.opened;
  return actual;
});

function renderNotes(initialValue: string) {
  const onChange = vi.fn<(html: string) => void>();
  render(
    <>
      <DeferredRichTextEditor label="Notes" initialValue={initialValue} onChange={onChange} />
      <button type="button">Save</button>
    </>,
  );
  return onChange;
}

beforeAll(() => {
  // ProseMirror scrolls the caret into view after each change; jsdom lays nothing out.
  const noRects = () => [] as unknown as DOMRectList;
  const noRect = () => new DOMRect();
  Element.prototype.getClientRects = noRects;
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = noRect;
});

// In order: the module's editor code loads once, in the first test that asks for it.
describe('the notes before their editor loads (issue 29 item 5)', () => {
  it('shows the sanitized notes as the Notes textbox and loads nothing until asked', () => {
    renderNotes('<p>Two <strong>trucks</strong>.</p><img src="x" onerror="alert(1)">');
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    expect(within(notes).getByText('trucks').tagName).toBe('STRONG');
    expect(notes.querySelector('img')).toBeNull();
    // The toolbar's look is there but neither reachable nor read.
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bold' })).not.toBeInTheDocument();
    expect(importedEditor.times).toBe(0);
  });

  it('keeps every key typed while the editor loads, then hands it the focus', async () => {
    const user = userEvent.setup();
    const onChange = renderNotes('<p>Old</p>');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveFocus();
    await user.keyboard(' plan{Enter}Next{Backspace}t');
    expect(importedEditor.times).toBe(1);
    expect(onChange).not.toHaveBeenCalled();

    gate.open();
    expect(await screen.findByRole('toolbar', { name: 'Notes formatting' })).toBeInTheDocument();
    const editor = screen.getByRole('textbox', { name: 'Notes' });
    expect(editor).toHaveAttribute('contenteditable', 'true');
    expect(editor).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('<p>Old plan</p><p>Next</p>');
    // What is typed next goes to the editor itself.
    await user.keyboard('!');
    await waitFor(() => {
      expect(onChange).toHaveBeenLastCalledWith('<p>Old plan</p><p>Next!</p>');
    });
  });

  it('loads on a click, the caret and the typing in the editor', async () => {
    const user = userEvent.setup();
    const onChange = renderNotes('');
    await user.click(screen.getByRole('textbox', { name: 'Notes' }));
    await user.keyboard('Hi');
    expect(await screen.findByRole('toolbar', { name: 'Notes formatting' })).toBeInTheDocument();
    await waitFor(() => {
      expect(onChange).toHaveBeenLastCalledWith('<p>Hi</p>');
    });
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveFocus();
  });

  it('a press with the code at hand still hands the editor the focus, before the mouse would', async () => {
    renderNotes('<p>Old</p>');
    // The press alone: the editor, already loaded, can arrive before the mouse's default focus.
    fireEvent.pointerDown(screen.getByRole('textbox', { name: 'Notes' }));
    expect(await screen.findByRole('toolbar', { name: 'Notes formatting' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveFocus();
  });
});
