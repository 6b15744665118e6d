import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IMAGE_EXTENSIONS, validateImageFile } from '@transmission-spec/domain';
import { useEffect, useId, useMemo } from 'react';

const ACCEPTED_IMAGES = IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/**
 * SPEC 5: the family's image, checked in the browser (type and size) before it is sent, with a
 * preview of the chosen file or else of the stored image.
 */
export function ImageField({
  currentImage,
  file,
  error,
  onChange,
}: {
  readonly currentImage: string | null;
  readonly file: File | null;
  readonly error: string | null;
  readonly onChange: (file: File | null, error: string | null) => void;
}) {
  const inputId = useId();
  const preview = useMemo(() => (file === null ? null : URL.createObjectURL(file)), [file]);
  useEffect(
    () => () => {
      if (preview !== null) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const shown = preview ?? currentImage;
  return (
    <Stack spacing={1}>
      <Typography component="label" htmlFor={inputId} variant="subtitle1" sx={{ fontWeight: 600 }}>
        Image (png, jpg, jpeg or gif, at most 10 MB)
      </Typography>
      <input
        id={inputId}
        type="file"
        accept={ACCEPTED_IMAGES}
        aria-invalid={error !== null}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          if (chosen === null) return;
          const problem = validateImageFile(chosen);
          onChange(problem === null ? chosen : null, problem);
          // A refused file is cleared so choosing it again runs the check again.
          if (problem !== null) event.target.value = '';
        }}
      />
      {error !== null && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography role="alert" variant="caption" color="error">
            {error}
          </Typography>
          {/* The refused file is already dropped; this settles the error without choosing another. */}
          <Button
            size="small"
            onClick={() => {
              onChange(null, null);
            }}
          >
            Upload no image
          </Button>
        </Stack>
      )}
      {shown !== null && (
        <Box
          component="img"
          src={shown}
          alt="Image preview"
          sx={{ maxWidth: 320, maxHeight: 200, objectFit: 'contain', alignSelf: 'flex-start' }}
        />
      )}
    </Stack>
  );
}
