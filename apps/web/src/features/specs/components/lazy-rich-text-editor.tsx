import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import type { ComponentProps } from 'react';

// Tiptap and ProseMirror load with the first editor shown, not with the page around it.
const RichTextEditor = lazy(async () => ({
  default: (await import('../../../components/rich-text-editor')).RichTextEditor,
}));

/**
 * The editor's size while its code loads: the label line, then the bordered box of an editor with
 * a few lines of notes (toolbar 49 px, text at least 120 px, two borders), so the page below does
 * not move when it arrives (it moved 27 px, issue 29 item 5).
 */
function EditorSkeleton({ label }: { readonly label: string }) {
  return (
    <Box role="status" aria-label="Loading editor">
      <Typography component="span" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Skeleton variant="rounded" height={171} sx={{ mt: 1 }} />
    </Box>
  );
}

export function LazyRichTextEditor(props: ComponentProps<typeof RichTextEditor>) {
  return (
    <Suspense fallback={<EditorSkeleton label={props.label} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
