import { Selection } from '@tiptap/pm/state';
import type { Editor } from '@tiptap/react';

/** What reached the editor's stand-in before the editor loaded (deferred-rich-text-editor.tsx). */
export interface PendingEdit {
  /** Where the stand-in was pressed, in viewport pixels; null when the keyboard brought the focus. */
  at: { readonly left: number; readonly top: number } | null;
  /** Characters typed, and 'Enter' / 'Backspace' as the editor's own keys, in order. */
  keys: string[];
}

/** The document position under a point; null without one (or in a browser without layout). */
function positionAt(editor: Editor, at: PendingEdit['at']): number | null {
  if (at === null) return null;
  try {
    return editor.view.posAtCoords(at)?.pos ?? null;
  } catch {
    // jsdom has no elementFromPoint: the caret goes to the end, as for a keyboard focus.
    return null;
  }
}

/**
 * Backspace as the editor has it: its keymap where it decides (joining blocks, leaving a list);
 * otherwise the character before the caret, which the browser deletes in the editor itself.
 */
function deleteBackward(editor: Editor) {
  const before = editor.state;
  editor.commands.keyboardShortcut('Backspace');
  // The command says true either way: whether the keymap acted shows in the state.
  if (!editor.state.doc.eq(before.doc) || !editor.state.selection.eq(before.selection)) return;
  const { empty, from, $from } = editor.state.selection;
  if (!empty) editor.commands.deleteSelection();
  else if ($from.parentOffset > 0) editor.commands.deleteRange({ from: from - 1, to: from });
}

/**
 * Picks up where the stand-in left off: the caret where it was pressed (the stand-in had the
 * editor's size and text, so the same point is the same place) or at the end, the focus when the
 * stand-in still had it, then every key typed meanwhile, in order (even when the focus has left).
 */
export function resumeEditing(editor: Editor, pending: PendingEdit, focus: boolean) {
  const position = focus ? positionAt(editor, pending.at) : null;
  editor.commands.setTextSelection(position ?? Selection.atEnd(editor.state.doc).from);
  // ProseMirror's own focus is immediate (Tiptap's focus command waits for the next frame).
  if (focus) editor.view.focus();
  let text = '';
  const flush = () => {
    if (text !== '') editor.commands.insertContent(text);
    text = '';
  };
  for (const key of pending.keys) {
    if (key.length === 1) {
      text += key;
    } else {
      flush();
      if (key === 'Enter') editor.commands.keyboardShortcut('Enter');
      else deleteBackward(editor);
    }
  }
  flush();
  pending.keys = [];
}
