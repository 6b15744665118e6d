import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MESSAGES, SPEC_TITLE_MAX_LENGTH } from '@transmission-spec/domain';

import { LazyRichTextEditor } from './lazy-rich-text-editor';
import { SpecPreview } from './spec-preview';

/** The two things a user writes on a spec: its name and the notes. */
export function SpecFields({
  title,
  initialNotes,
  notes,
  onTitleChange,
  onNotesChange,
}: {
  readonly title: string;
  readonly initialNotes: string;
  /** The notes as typed so far, for the preview. */
  readonly notes: string;
  readonly onTitleChange: (title: string) => void;
  readonly onNotesChange: (notes: string) => void;
}) {
  const tooLong = title.trim().length > SPEC_TITLE_MAX_LENGTH;
  return (
    <Stack spacing={3}>
      <TextField
        label="Spec Name"
        required
        value={title}
        onChange={(event) => {
          onTitleChange(event.target.value);
        }}
        error={tooLong}
        helperText={tooLong ? MESSAGES.fieldTooLong200 : undefined}
        fullWidth
      />
      <LazyRichTextEditor label="Notes" initialValue={initialNotes} onChange={onNotesChange} />
      <SpecPreview title={title} notes={notes} />
    </Stack>
  );
}
