import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';

import { sanitizeHtml } from '../lib/sanitize-html';
import type { RichTextEditor, resumeEditing } from './rich-text-editor';
import type { PendingEdit } from './rich-text-resume';
import {
  editorBlockSelectSx,
  editorFrameSx,
  editorLabelSx,
  editorTextSx,
  editorToolbarSx,
} from './rich-text-editor-look';

/** What the editor's chunk brings (types only here: the code comes with loadRichTextEditor). */
interface EditorModule {
  readonly RichTextEditor: typeof RichTextEditor;
  readonly resumeEditing: typeof resumeEditing;
}

let editorModule: Promise<EditorModule> | undefined;

/**
 * Fetches the editor's code (Tiptap and ProseMirror, the largest chunk a signed-in page needs)
 * once; a hover or a focus starts it so a click finds it on its way.
 */
export function loadRichTextEditor(): Promise<EditorModule> {
  editorModule ??= import('./rich-text-editor');
  return editorModule;
}

/** The editor's toolbar buttons, in its order, for the look of the toolbar. */
const TOOLBAR_ICONS = [
  ['bold', FormatBoldIcon],
  ['italic', FormatItalicIcon],
  ['bulleted-list', FormatListBulletedIcon],
  ['numbered-list', FormatListNumberedIcon],
  ['link', InsertLinkIcon],
  ['undo', UndoIcon],
] as const;

function queuedKey(event: KeyboardEvent): string | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (event.key === 'Enter' || event.key === 'Backspace') return event.key;
  return event.key.length === 1 ? event.key : null;
}

/**
 * The notes editor, loaded when the user goes to edit: until then the notes show as the sanitized
 * HTML the read-only pages show, in a box of the editor's size and look (toolbar included, inert),
 * a multi-line textbox labelled like the editor. A focus, click or key press on it loads the
 * editor, which takes its place and the focus, with the caret where the click was and every
 * character typed meanwhile (issue 29 item 5: Tiptap was half the saved spec page's bytes).
 */
export function DeferredRichTextEditor({
  label,
  initialValue,
  onChange,
}: {
  readonly label: string;
  readonly initialValue: string;
  readonly onChange: (html: string) => void;
}) {
  const labelId = useId();
  const [loaded, setLoaded] = useState<EditorModule | null>(null);
  const standIn = useRef<HTMLDivElement>(null);
  const pending = useRef<PendingEdit>({ at: null, keys: [] });
  const focusOnLoad = useRef(false);
  const requested = useRef(false);

  const edit = () => {
    if (requested.current) return;
    requested.current = true;
    void loadRichTextEditor().then((module) => {
      // Only a stand-in that still has the focus hands it to the editor (Tab may have left).
      focusOnLoad.current = document.activeElement === standIn.current;
      setLoaded(module);
    });
  };

  if (loaded !== null) {
    return (
      <loaded.RichTextEditor
        label={label}
        initialValue={initialValue}
        onChange={onChange}
        onReady={(editor) => {
          loaded.resumeEditing(editor, pending.current, focusOnLoad.current);
        }}
      />
    );
  }

  const onPointerDown = (event: PointerEvent) => {
    pending.current.at = { left: event.clientX, top: event.clientY };
    // The text takes the focus now, wherever the box was pressed (the toolbar's look too), not
    // at the mouse's default action: an editor already loaded arrives before that, and it takes
    // the focus only from a stand-in that has it (keys typed next went nowhere).
    event.preventDefault();
    standIn.current?.focus();
    edit();
  };

  return (
    <Box>
      <Typography id={labelId} component="span" variant="subtitle1" sx={editorLabelSx(false)}>
        {label}
      </Typography>
      <Box
        sx={editorFrameSx(false)}
        onPointerEnter={() => void loadRichTextEditor()}
        onPointerDown={onPointerDown}
      >
        {/* The toolbar's look only: out of reach and unread; pressing it starts the editor. */}
        <Box sx={{ ...editorToolbarSx, pointerEvents: 'none' }} inert aria-hidden="true">
          <TextField
            select
            size="small"
            value="paragraph"
            slotProps={{ select: { native: true }, htmlInput: { tabIndex: -1 } }}
            sx={editorBlockSelectSx}
          >
            <option value="paragraph">Paragraph</option>
          </TextField>
          {TOOLBAR_ICONS.map(([name, Icon]) => (
            <IconButton key={name} size="small" tabIndex={-1}>
              <Icon fontSize="small" />
            </IconButton>
          ))}
        </Box>
        <Box sx={editorTextSx}>
          <Box
            ref={standIn}
            className="tiptap"
            role="textbox"
            aria-multiline="true"
            aria-labelledby={labelId}
            tabIndex={0}
            // As ProseMirror lays text out, so lines break where the editor's will.
            sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'break-word', cursor: 'text' }}
            onFocus={edit}
            onKeyDown={(event) => {
              const key = queuedKey(event);
              if (key === null) return;
              event.preventDefault();
              pending.current.keys.push(key);
              edit();
            }}
            onClick={(event) => {
              // A link in the notes is text to edit here, as in the editor, not a way out.
              event.preventDefault();
            }}
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(initialValue) }}
          />
        </Box>
      </Box>
    </Box>
  );
}
