import type { SxProps, Theme } from '@mui/material/styles';
import { RICH_TEXT_MAX_HEIGHT_PX } from '@transmission-spec/domain';

/**
 * The notes editor's look, shared by the editor and by the stand-in shown until its code loads
 * (deferred-rich-text-editor.tsx), so the two are the same size and the swap does not move the page.
 */

/** The label above the box (subtitle1, semibold; red while invalid). */
export function editorLabelSx(invalid: boolean): SxProps<Theme> {
  return { fontWeight: 600, color: invalid ? 'error.main' : undefined };
}

/** The bordered box around toolbar and text, outlined in the primary colour while focused. */
export function editorFrameSx(invalid: boolean): SxProps<Theme> {
  return {
    mt: 1,
    border: 1,
    borderColor: invalid ? 'error.main' : 'divider',
    borderRadius: 1,
    '&:focus-within': {
      borderColor: invalid ? 'error.main' : 'primary.main',
      boxShadow: (theme) => `0 0 0 1px ${theme.palette[invalid ? 'error' : 'primary'].main}`,
    },
  };
}

/** The toolbar row: a small select (40 px) and icon buttons, 49 px with its padding and border. */
export const editorToolbarSx = {
  display: 'flex',
  alignItems: 'center',
  gap: 0.5,
  p: 0.5,
  borderBottom: 1,
  borderColor: 'divider',
} satisfies SxProps<Theme>;

/** The block-type select's width in the toolbar. */
export const editorBlockSelectSx: SxProps<Theme> = { minWidth: 140, mr: 1 };

/**
 * The text area: it grows to SPEC 8's height, then scrolls. `.tiptap` is the editable element
 * (and the stand-in's text, which carries the class for the same margins and height).
 */
export const editorTextSx: SxProps<Theme> = {
  maxHeight: RICH_TEXT_MAX_HEIGHT_PX,
  overflowY: 'auto',
  px: 2,
  typography: 'body1',
  '& .tiptap': { minHeight: 120, outline: 'none', py: 1 },
  '& ul, & ol': { pl: 3 },
  '& a': { color: 'primary.main', fontWeight: 600 },
};
