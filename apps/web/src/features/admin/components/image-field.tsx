import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IMAGE_EXTENSIONS, validateImageFile } from '@transmission-spec/domain';
import { useEffect, useId, useMemo, useRef } from 'react';

const ACCEPTED_IMAGES = IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/**
 * Out of sight but still a real file input (tests and automation set its files). The sizes are
 * strings: to MUI's sx a bare 1 means 100%, which made the input as wide as the window and the
 * Add page 89 px wider than a 1,280 px window (issue 25).
 */
const HIDDEN_INPUT = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  p: 0,
  m: '-1px',
} as const;

/**
 * SPEC 5: the family's image, checked in the browser (type and size) before it is sent, with a
 * preview of the chosen file or else of the stored image. The browser's own file input looks like
 * no other field of the form, so an MUI button opens it and the chosen file's name shows beside it.
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
  const labelId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => (file === null ? null : URL.createObjectURL(file)), [file]);
  useEffect(
    () => () => {
      if (preview !== null) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const shown = preview ?? currentImage;
  let chosen = 'No image chosen';
  if (file !== null) chosen = file.name;
  else if (currentImage !== null) chosen = 'The current image stays';
  return (
    <Stack spacing={1}>
      <Typography
        id={labelId}
        component="label"
        htmlFor={inputId}
        variant="subtitle1"
        sx={{ fontWeight: 600, color: error === null ? undefined : 'error.main' }}
      >
        Image (png, jpg, jpeg or gif, at most 10 MB)
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          variant="outlined"
          color={error === null ? 'primary' : 'error'}
          startIcon={<UploadFileIcon />}
          aria-describedby={error === null ? labelId : `${labelId} ${errorId}`}
          onClick={() => inputRef.current?.click()}
        >
          Choose image
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {chosen}
        </Typography>
      </Stack>
      {/* The button above is what keyboard and screen-reader users reach; this input stays out. */}
      <Box
        component="input"
        ref={inputRef}
        id={inputId}
        type="file"
        accept={ACCEPTED_IMAGES}
        tabIndex={-1}
        aria-hidden="true"
        aria-invalid={error !== null}
        sx={HIDDEN_INPUT}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
          const picked = event.target.files?.[0] ?? null;
          if (picked === null) return;
          const problem = validateImageFile(picked);
          onChange(problem === null ? picked : null, problem);
          // A refused file is cleared so choosing it again runs the check again.
          if (problem !== null) event.target.value = '';
        }}
      />
      {error !== null && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography id={errorId} role="alert" variant="caption" color="error">
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
