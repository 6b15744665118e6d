import { zodResolver } from '@hookform/resolvers/zod';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  AXLE_RATIO_LEVELS,
  AXLE_RATIO_RANGE,
  createTransmissionFamilyInputSchema,
  GOAL_POINTS_RANGE,
  IMAGE_EXTENSIONS,
  MESSAGES,
  newTransmissionFamilyDefaults,
  PERFORMANCE_GOAL_LABELS,
  PERFORMANCE_GOALS,
  PREVIEW_DEBOUNCE_MS,
  SUPPORT_GROUPS,
  SUPPORT_LEVEL_LABELS,
  SUPPORT_LEVELS,
  TRANSMISSION_MULTIPART_FIELDS,
  validateImageFile,
} from '@transmission-spec/domain';
import type {
  ModelTorque,
  TransmissionFamily,
  TransmissionFamilyFormValues,
  TransmissionFamilyInput,
} from '@transmission-spec/domain';
import { useEffect, useId, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import type { FieldPath } from 'react-hook-form';
import { Link as RouterLink, useBlocker } from 'react-router';

import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DocumentTitle } from '../../../components/document-title';
import { useNotify } from '../../../components/notifications';
import { RichText } from '../../../components/rich-text';
import { RichTextEditor } from '../../../components/rich-text-editor';
import { ApiRequestError } from '../../../lib/api-client';
import { saveTransmission, useCatalogueMutation } from '../api/transmission-api';
import { LEVEL_TITLES, LIMIT_FIELDS } from '../family-fields';
import { NumberField, SelectField, TrimmedTextField } from './form-fields';
import { ModelList } from './model-list';

type FormValues = TransmissionFamilyFormValues;
type Name = FieldPath<FormValues>;

const LIST_PATH = '/transmission-data';
const LEVEL_OPTIONS = SUPPORT_LEVELS.map((level) => ({
  value: level,
  label: SUPPORT_LEVEL_LABELS[level],
}));
const ACCEPTED_IMAGES = IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** The editable part of a stored family: what the form starts from on the edit screen. */
export function formValuesOf(family: TransmissionFamily): TransmissionFamilyInput {
  const stored = new Set(['id', 'isDeleted', 'image']);
  return Object.fromEntries(
    Object.entries(family).filter(([key]) => !stored.has(key)),
  ) as TransmissionFamilyInput;
}

/** `value`, but only after it stopped changing for `delay` ms (SPEC 9: previews lag 2 s). */
function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSettled(value);
    }, delay);
    return () => {
      clearTimeout(timer);
    };
  }, [value, delay]);
  return settled;
}

function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 3 }}>
      <Typography id={headingId} variant="h3" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Previews({ control }: { readonly control: ControlOf }) {
  const [name, description, url] = useWatch({
    control,
    name: ['name', 'description', 'learnMoreUrl'],
  });
  const shown = useDebounced({ name, description, url }, PREVIEW_DEBOUNCE_MS);
  return (
    <Section title="Preview">
      <Stack spacing={1} aria-live="polite">
        <Typography variant="h5" component="p" data-testid="name-preview">
          {shown.name}
        </Typography>
        <RichText html={shown.description} />
        {shown.url !== '' && (
          <Link href={shown.url} target="_blank" rel="noopener noreferrer">
            {shown.url}
          </Link>
        )}
      </Stack>
    </Section>
  );
}
type ControlOf = ReturnType<
  typeof useForm<FormValues, unknown, TransmissionFamilyInput>
>['control'];

function DescriptionField({
  control,
  resetCount,
}: {
  readonly control: ControlOf;
  readonly resetCount: number;
}) {
  const { field, fieldState } = useController({ control, name: 'description' });
  const message = fieldState.error?.message;
  return (
    <Box
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) field.onBlur();
      }}
    >
      <RichTextEditor
        key={resetCount}
        label="Description"
        initialValue={typeof field.value === 'string' ? field.value : ''}
        onChange={field.onChange}
      />
      {message !== undefined && (
        <Typography role="alert" variant="caption" color="error" sx={{ display: 'block', mt: 0.5 }}>
          {message}
        </Typography>
      )}
    </Box>
  );
}

function ImageField({
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

/**
 * SPEC 2 and 5: the add and edit form of a transmission family. Validation is the domain schema
 * (the server runs the same one); it runs on blur and again on submit.
 */
export function TransmissionForm({
  family,
  onAdded,
}: {
  readonly family: TransmissionFamily | null;
  /** After a successful add: the page starts a fresh form (SPEC 4: the add form clears). */
  readonly onAdded?: () => void;
}) {
  const notify = useNotify();
  const editing = family !== null;
  const schema = useMemo(() => createTransmissionFamilyInputSchema(window.location.origin), []);
  const form = useForm<FormValues, unknown, TransmissionFamilyInput>({
    resolver: zodResolver(schema),
    mode: 'onBlur',
    defaultValues: family === null ? newTransmissionFamilyDefaults() : formValuesOf(family),
  });
  const { control } = form;
  const [imageFile, setImageFile] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  /** Bumped to clear the file input after the server refused its file. */
  const [imageInputKey, setImageInputKey] = useState(0);
  const [unresolved, setUnresolved] = useState(false);
  const [resetCount, setResetCount] = useState(0);
  const save = useCatalogueMutation((values: TransmissionFamilyInput) =>
    saveTransmission(family?.id ?? null, values, imageFile),
  );

  const { field: modelsField, fieldState: modelsState } = useController({
    control,
    name: 'modelTorques',
  });
  const modelErrors = modelsState.error as
    | (Record<number, { name?: { message?: string } }> & {
        message?: string;
        root?: { message?: string };
      })
    | undefined;
  const modelError =
    modelErrors?.message ??
    modelErrors?.root?.message ??
    Object.values(modelErrors ?? {})
      .map((item: unknown) => {
        // A model's name or torque, as the schema (or the server) names it.
        const model = item as { name?: { message?: string }; maxTorque?: { message?: string } };
        return model.name?.message ?? model.maxTorque?.message;
      })
      .find((message) => typeof message === 'string');

  const dirty = form.formState.isDirty || imageFile !== null;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !save.isPending && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
    };
  }, [dirty]);

  /**
   * The server checks the same schema, and the image's real content besides (a file renamed .png);
   * what it refused is shown beside each field it names. False when it named none of them.
   */
  const showRefusedFields = (error: unknown): boolean => {
    if (!(error instanceof ApiRequestError)) return false;
    let shown = false;
    for (const [path, message] of Object.entries(error.fields)) {
      if (path === TRANSMISSION_MULTIPART_FIELDS.image) {
        // As when the browser refuses a file: drop it, so choosing it again checks it again.
        setImageFile(null);
        setImageError(message);
        setImageInputKey((key) => key + 1);
        shown = true;
      } else if ((path.split('.')[0] ?? '') in form.getValues()) {
        form.setError(path as Name, { type: 'server', message }, { shouldFocus: !shown });
        shown = true;
      }
    }
    return shown;
  };

  const onValid = (values: TransmissionFamilyInput) => {
    if (imageError !== null) {
      setUnresolved(true);
      notify(MESSAGES.unresolvedErrors, 'error');
      return;
    }
    setUnresolved(false);
    save.mutate(values, {
      onSuccess: () => {
        notify(MESSAGES.transmissionSaved);
        setImageFile(null);
        if (editing) {
          // SPEC 4: a saved edit becomes the new baseline, so leaving no longer warns.
          form.reset(values);
        } else {
          window.scrollTo({ top: 0 });
          if (onAdded === undefined) {
            form.reset(newTransmissionFamilyDefaults());
            setResetCount((count) => count + 1);
          } else {
            onAdded();
          }
        }
      },
      onError: (error) => {
        if (showRefusedFields(error)) {
          setUnresolved(true);
          notify(MESSAGES.unresolvedErrors, 'error');
        } else {
          notify(MESSAGES.transmissionSaveFailed, 'error');
        }
      },
    });
  };

  const title = editing ? 'Edit Transmission' : 'Add Transmission';
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <DocumentTitle title={title} />
      <Button component={RouterLink} to={LIST_PATH} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        Back
      </Button>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {title}
      </Typography>
      <Box
        component="form"
        noValidate
        aria-label={title}
        onSubmit={(event) => {
          void form.handleSubmit(onValid, () => {
            setUnresolved(true);
            notify(MESSAGES.unresolvedErrors, 'error');
          })(event);
        }}
      >
        <Stack spacing={3}>
          <Section title="General">
            <Stack spacing={3}>
              <TrimmedTextField control={control} name="name" label="Name" required />
              <TrimmedTextField
                control={control}
                name="learnMoreUrl"
                label="Learn more URL"
                required
                helperText="Including http:// or https://"
              />
              <DescriptionField control={control} resetCount={resetCount} />
              <ImageField
                key={imageInputKey}
                currentImage={family?.image ?? null}
                file={imageFile}
                error={imageError}
                onChange={(file, error) => {
                  setImageFile(file);
                  setImageError(error);
                }}
              />
              <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
                <NumberField
                  control={control}
                  name="rank"
                  label="Rank"
                  range={{ min: 1, max: Number.MAX_SAFE_INTEGER, step: 1 }}
                  empty={undefined}
                  helperText="Empty puts a new family last"
                  sx={{ maxWidth: 240 }}
                />
                <DisabledCheckbox control={control} />
              </Stack>
            </Stack>
          </Section>

          <Previews control={control} />

          <Section title="Models">
            <ModelList
              models={modelsField.value as ModelTorque[]}
              error={modelError}
              onChange={(models) => {
                modelsField.onChange(models);
                void form.trigger('modelTorques');
              }}
            />
          </Section>

          <Section title="Performance goal points (0 to 100)">
            <Grid container spacing={2}>
              {PERFORMANCE_GOALS.map((goal) => (
                <Grid key={goal} size={{ xs: 12, sm: 6, md: 'grow' }}>
                  <NumberField
                    control={control}
                    name={`performanceGoalPoints.${goal}` as Name}
                    label={PERFORMANCE_GOAL_LABELS[goal]}
                    range={GOAL_POINTS_RANGE}
                  />
                </Grid>
              ))}
            </Grid>
          </Section>

          <Section title="Axle ratio thresholds (2 to 7)">
            <Grid container spacing={2}>
              {AXLE_RATIO_LEVELS.map((level) => (
                <Grid key={level} size={{ xs: 12, sm: 6, md: 3 }}>
                  <Stack spacing={2}>
                    <NumberField
                      control={control}
                      name={`axleRatioThresholds.${level}Bottom` as Name}
                      label={`${LEVEL_TITLES[level]} minimum`}
                      range={AXLE_RATIO_RANGE}
                    />
                    <NumberField
                      control={control}
                      name={`axleRatioThresholds.${level}Top` as Name}
                      label={`${LEVEL_TITLES[level]} maximum`}
                      range={AXLE_RATIO_RANGE}
                    />
                  </Stack>
                </Grid>
              ))}
            </Grid>
          </Section>

          <Section title="Limits">
            <Grid container spacing={2}>
              {LIMIT_FIELDS.map(({ key, label, range }) => (
                <Grid key={key} size={{ xs: 12, sm: 6, md: 3 }}>
                  <NumberField
                    control={control}
                    name={key}
                    label={label}
                    range={range}
                    {...(key === 'maxSupportedGcw' ? { helperText: 'Empty means no limit' } : {})}
                  />
                </Grid>
              ))}
            </Grid>
          </Section>

          {SUPPORT_GROUPS.map((group) => (
            <Section key={group.key} title={`Support: ${group.title}`}>
              <Grid container spacing={2}>
                {group.values.map((value) => (
                  <Grid key={value} size={{ xs: 12, sm: 6, md: 4 }}>
                    <SelectField
                      control={control}
                      name={`${group.key}.${value}` as Name}
                      label={group.labels[value] ?? value}
                      options={LEVEL_OPTIONS}
                    />
                  </Grid>
                ))}
              </Grid>
            </Section>
          ))}

          {unresolved && Object.keys(form.formState.errors).length + (imageError ? 1 : 0) > 0 && (
            <Alert severity="error">{MESSAGES.unresolvedErrors}</Alert>
          )}
          <Stack direction="row" spacing={2}>
            <Button type="submit" variant="contained" size="large" disabled={save.isPending}>
              Save
            </Button>
            <Button component={RouterLink} to={LIST_PATH} size="large">
              Cancel
            </Button>
          </Stack>
        </Stack>
      </Box>
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title="Unsaved changes"
        message={MESSAGES.leaveUnsaved}
        cancelLabel="Stay on this page"
        confirmLabel="Leave"
        onCancel={() => {
          blocker.reset?.();
        }}
        onConfirm={() => {
          blocker.proceed?.();
        }}
      />
    </Container>
  );
}

function DisabledCheckbox({ control }: { readonly control: ControlOf }) {
  const { field } = useController({ control, name: 'isDisabled' });
  return (
    <FormControlLabel
      label="Disabled (left out of recommendations)"
      control={
        <Checkbox
          checked={field.value === true}
          slotProps={{ input: { ref: field.ref } }}
          onChange={(event) => {
            field.onChange(event.target.checked);
          }}
          onBlur={field.onBlur}
        />
      }
    />
  );
}
