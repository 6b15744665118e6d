import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatGearRatio,
  formatGearRatioList,
  parseGearRatioList,
  roundGearRatio,
} from '@transmission-spec/domain';
import type { GearKind } from '@transmission-spec/domain';
import { useController } from 'react-hook-form';

import { FormSection } from './form-section';
import type { TransmissionControl } from './use-transmission-form';

const GEAR_RATIO_LABELS: Record<GearKind, string> = {
  forward: 'Forward ratios, lowest gear to top gear',
  reverse: 'Reverse ratios',
};

const HINTS: Record<GearKind, string> = {
  forward:
    'Separate the ratios with commas, e.g. 14.80, 10.95, 8.09 … 0.73. Leave both lists empty when the ratios are not known.',
  reverse: 'Separate the ratios with commas, e.g. 13.10, 3.06.',
};

/**
 * The first message anywhere under an error node: the list's own (wrong order, too many) or one
 * gear's (not a number), which the schema puts on the gear's index.
 */
function firstMessage(node: unknown): string | undefined {
  if (typeof node !== 'object' || node === null) return undefined;
  const { message } = node as { message?: unknown };
  if (typeof message === 'string') return message;
  for (const child of Object.values(node)) {
    const found = firstMessage(child);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** What an admin reads back from a list that parsed: how many gears, and the ends. */
function summary(kind: GearKind, ratios: readonly number[]): string {
  const count = `${String(ratios.length)} ${kind} ${ratios.length === 1 ? 'gear' : 'gears'}`;
  if (kind === 'reverse') return count;
  const top = ratios.at(-1) ?? 0;
  const topKind = top < 1 ? ' (overdrive)' : top === 1 ? ' (direct drive)' : '';
  return `${count}: lowest ${formatGearRatio(ratios[0] ?? 0)}, top ${formatGearRatio(top)}${topKind}`;
}

/** The gears of a list that parsed, one numbered chip each, so a slip shows before saving. */
function GearsAsRead({ kind, ratios }: { readonly kind: GearKind; readonly ratios: number[] }) {
  if (ratios.length === 0) return null;
  const prefix = kind === 'reverse' ? 'R' : '';
  return (
    <Box
      component="ol"
      aria-label={`${kind === 'reverse' ? 'Reverse' : 'Forward'} gears as read`}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0, mt: 1 }}
    >
      {ratios.map((ratio, index) => (
        <Box
          component="li"
          key={index}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 0.75, py: 0.25 }}
        >
          <Typography component="span" variant="caption" sx={{ color: 'text.secondary', mr: 0.5 }}>
            {`${prefix}${String(index + 1)}`}
          </Typography>
          <Typography component="span" variant="body2">
            {formatGearRatio(ratio)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * One list of ratios as typed. The text is the form's value, kept as it is while it has an error;
 * on leaving the field its numbers are written as stored (rounded, two or three decimals).
 */
function GearRatioList({
  control,
  kind,
}: {
  readonly control: TransmissionControl;
  readonly kind: GearKind;
}) {
  const { field, fieldState } = useController({ control, name: `gearRatios.${kind}` });
  const text = typeof field.value === 'string' ? field.value : '';
  const message = firstMessage(fieldState.error);
  const tokens = parseGearRatioList(text);
  const numbers = tokens
    .filter((token): token is number => typeof token === 'number')
    .map(roundGearRatio);
  // Shown only when every token is a number: a half-read list would mislead.
  const ratios = numbers.length === tokens.length ? numbers : [];
  const read = message === undefined && ratios.length > 0;

  const settle = () => {
    const written = formatGearRatioList(
      tokens.map((token) => (typeof token === 'number' ? roundGearRatio(token) : token)),
    );
    if (written !== text) field.onChange(written);
  };
  return (
    <>
      <TextField
        fullWidth
        label={GEAR_RATIO_LABELS[kind]}
        name={field.name}
        inputRef={field.ref}
        value={text}
        error={message !== undefined}
        helperText={message ?? (read ? summary(kind, ratios) : HINTS[kind])}
        onChange={(event) => {
          field.onChange(event.target.value);
        }}
        onBlur={() => {
          settle();
          field.onBlur();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            settle();
          }
        }}
        slotProps={{
          htmlInput: { inputMode: 'decimal', autoComplete: 'off', spellCheck: false },
          ...(message === undefined ? {} : { formHelperText: { role: 'alert' } }),
        }}
      />
      {read && <GearsAsRead kind={kind} ratios={ratios} />}
    </>
  );
}

/**
 * Issue 14: a family's forward and reverse gear ratios, each list typed as one line of ratios.
 * Both lists empty means the catalogue has no ratios for the family (null). The domain schema
 * checks them on blur and on save, as every other field.
 */
export function GearRatiosSection({ control }: { readonly control: TransmissionControl }) {
  return (
    <FormSection title="Gear ratios">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <GearRatioList control={control} kind="forward" />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <GearRatioList control={control} kind="reverse" />
        </Grid>
      </Grid>
    </FormSection>
  );
}
