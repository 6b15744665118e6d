import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EditorContent, useEditor } from '@tiptap/react';
import type { Editor } from '@tiptap/react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';

import {
  editorBlockSelectSx,
  editorFrameSx,
  editorLabelSx,
  editorTextSx,
  editorToolbarSx,
} from './rich-text-editor-look';
import { HEADING_LEVELS, richTextExtensions, type HeadingLevel } from './rich-text-extensions';
import { LinkDialog } from './rich-text-link-dialog';

// The deferred editor picks up what was typed before this code arrived (rich-text-resume.ts).
export { resumeEditing } from './rich-text-resume';

function blockType(editor: Editor): string {
  const level = HEADING_LEVELS.find((candidate) =>
    editor.isActive('heading', { level: candidate }),
  );
  return level === undefined ? 'paragraph' : `heading-${level}`;
}

function setBlockType(editor: Editor, value: string) {
  const chain = editor.chain().focus();
  if (value === 'paragraph') {
    chain.setParagraph().run();
    return;
  }
  const level = Number(value.replace('heading-', '')) as HeadingLevel;
  chain.setHeading({ level }).run();
}

function ToolbarButton({
  label,
  active,
  onClick,
  children,
}: {
  readonly label: string;
  readonly active?: boolean;
  readonly onClick: () => void;
  readonly children: ReactNode;
}) {
  return (
    <IconButton
      size="small"
      aria-label={label}
      {...(active === undefined ? {} : { 'aria-pressed': active })}
      onClick={onClick}
      sx={{ borderRadius: 1, ...(active === true ? { bgcolor: 'action.selected' } : {}) }}
    >
      {children}
    </IconButton>
  );
}

/** The editable area's ARIA attributes: a labelled multi-line textbox, invalid while `error` is. */
function textboxAttributes(labelId: string, messageId: string, error: string | undefined) {
  return {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(error === undefined ? {} : { 'aria-invalid': 'true', 'aria-describedby': messageId }),
  };
}

/**
 * SPEC 8's notes editor (Tiptap): block types, bold, italic, lists, link and undo. Produces HTML
 * (an empty document is ''). Links carry the attributes the server's sanitizer writes, so a saved
 * note reads back exactly as it was typed. Uncontrolled: `initialValue` is read once. With `error`
 * it looks and reads like an invalid MUI field: red label and border, the message below it as
 * the textbox's description.
 */
export function RichTextEditor({
  label,
  initialValue,
  onChange,
  error,
  required = false,
  onReady,
}: {
  readonly label: string;
  readonly initialValue: string;
  readonly onChange: (html: string) => void;
  /** The message to show below the editor; the editor is invalid while there is one. */
  readonly error?: string | undefined;
  /** Marks the label with an asterisk, as MUI marks required fields. */
  readonly required?: boolean;
  /**
   * Called once, as soon as the editable text is in the page (before the browser handles another
   * event): the deferred editor moves the focus in and replays what was typed while it loaded.
   */
  readonly onReady?: (editor: Editor) => void;
}) {
  const labelId = useId();
  const messageId = useId();
  const [linkUrl, setLinkUrl] = useState<string | null>(null);
  const editor = useEditor({
    extensions: richTextExtensions(),
    content: initialValue,
    shouldRerenderOnTransaction: true,
    editorProps: { attributes: textboxAttributes(labelId, messageId, error) },
    onUpdate: ({ editor: current }) => {
      onChange(current.isEmpty ? '' : current.getHTML());
    },
  });
  // The editor reads its props once; a new error state is pushed to the live view.
  useEffect(() => {
    editor.setOptions({
      editorProps: { attributes: textboxAttributes(labelId, messageId, error) },
    });
  }, [editor, labelId, messageId, error]);
  // A layout effect runs after EditorContent has put the view in the page (its componentDidMount
  // comes first), in the same task as the render, so no key press falls between the two.
  const ready = useRef(onReady);
  useLayoutEffect(() => {
    ready.current?.(editor);
    ready.current = undefined;
  }, [editor]);
  const invalid = error !== undefined;

  const applyLink = (url: string) => {
    if (url !== '' && editor.state.selection.empty && !editor.isActive('link')) {
      // Nothing selected to wrap (issue 25: the address used to vanish): the address itself
      // becomes the linked text, a mail address without its scheme. The link ends there, so
      // what is typed next is plain text.
      editor
        .chain()
        .focus()
        .insertContent({
          type: 'text',
          text: url.replace(/^mailto:/i, ''),
          marks: [{ type: 'link', attrs: { href: url } }],
        })
        .unsetMark('link')
        .run();
    } else {
      const chain = editor.chain().focus().extendMarkRange('link');
      if (url === '') chain.unsetLink().run();
      else chain.setLink({ href: url }).run();
    }
    setLinkUrl(null);
  };

  return (
    <Box>
      <Typography id={labelId} component="span" variant="subtitle1" sx={editorLabelSx(invalid)}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </Typography>
      <Box sx={editorFrameSx(invalid)}>
        <Box role="toolbar" aria-label={`${label} formatting`} sx={editorToolbarSx}>
          {/*
            Outlined like the forms' own selects (the admin form's support levels): native inside,
            so choosing a block keeps the editor's selection and the keyboard works as everywhere.
          */}
          <TextField
            select
            size="small"
            value={blockType(editor)}
            onChange={(event) => {
              setBlockType(editor, event.target.value);
            }}
            slotProps={{ select: { native: true }, htmlInput: { 'aria-label': 'Block type' } }}
            sx={editorBlockSelectSx}
          >
            <option value="paragraph">Paragraph</option>
            {HEADING_LEVELS.map((level) => (
              <option key={level} value={`heading-${level}`}>
                Heading {level}
              </option>
            ))}
          </TextField>
          <ToolbarButton
            label="Bold"
            active={editor.isActive('bold')}
            onClick={() => editor.chain().focus().toggleBold().run()}
          >
            <FormatBoldIcon fontSize="small" />
          </ToolbarButton>
          <ToolbarButton
            label="Italic"
            active={editor.isActive('italic')}
            onClick={() => editor.chain().focus().toggleItalic().run()}
          >
            <FormatItalicIcon fontSize="small" />
          </ToolbarButton>
          <ToolbarButton
            label="Bulleted list"
            active={editor.isActive('bulletList')}
            onClick={() => editor.chain().focus().toggleBulletList().run()}
          >
            <FormatListBulletedIcon fontSize="small" />
          </ToolbarButton>
          <ToolbarButton
            label="Numbered list"
            active={editor.isActive('orderedList')}
            onClick={() => editor.chain().focus().toggleOrderedList().run()}
          >
            <FormatListNumberedIcon fontSize="small" />
          </ToolbarButton>
          <ToolbarButton
            label="Link"
            active={editor.isActive('link')}
            onClick={() => {
              setLinkUrl(String(editor.getAttributes('link').href ?? ''));
            }}
          >
            <InsertLinkIcon fontSize="small" />
          </ToolbarButton>
          <ToolbarButton label="Undo" onClick={() => editor.chain().focus().undo().run()}>
            <UndoIcon fontSize="small" />
          </ToolbarButton>
        </Box>
        <Box sx={editorTextSx}>
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {invalid && (
        <FormHelperText id={messageId} error>
          {error}
        </FormHelperText>
      )}
      {linkUrl !== null && (
        <LinkDialog
          open
          initialUrl={linkUrl}
          onClose={() => {
            setLinkUrl(null);
          }}
          onApply={applyLink}
        />
      )}
    </Box>
  );
}
