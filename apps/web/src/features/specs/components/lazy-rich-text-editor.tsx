import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { ComponentProps } from 'react';

// Tiptap and ProseMirror load with the first editor shown, not with the page around it.
const RichTextEditor = lazy(async () => ({
  default: (await import('../../../components/rich-text-editor')).RichTextEditor,
}));

export function LazyRichTextEditor(props: ComponentProps<typeof RichTextEditor>) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={180} aria-label="Loading editor" />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
