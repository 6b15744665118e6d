import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MESSAGES, SPEC_TITLE_MAX_LENGTH } from '@transmission-spec/domain';
import type { Ref } from 'react';

import { DeferredRichTextEditor } from '../../../components/deferred-rich-text-editor';
import { SpecPreview } from './spec-preview';

/** The two things a user writes on a spec: its name and the notes. */
export function SpecFields({
  title,
  initialNotes,
  notes,
  onTitleChange,
  onNotesChange,
  titleRef,
}: {
  readonly title: string;
  readonly initialNotes: string;
  /** The notes as typed so far, for the preview. */
  readonly notes: string;
  readonly onTitleChange: (title: string) => void;
  readonly onNotesChange: (notes: string) => void;
  /** The Spec Name input, for a form that puts the focus there when it opens. */
  readonly titleRef?: Ref<HTMLInputElement>;
}) {
  const tooLong = title.trim().length > SPEC_TITLE_MAX_LENGTH;
  return (
    <Stack spacing={3}>
      <TextField
        label="Spec Name"
        required
        inputRef={titleRef}
        value={title}
        onChange={(event) => {
          onTitleChange(event.target.value);
        }}
        error={tooLong}
        helperText={tooLong ? MESSAGES.fieldTooLong200 : undefined}
        fullWidth
      />
      <DeferredRichTextEditor label="Notes" initialValue={initialNotes} onChange={onNotesChange} />
      <SpecPreview title={title} notes={notes} />
    </Stack>
  );
}
