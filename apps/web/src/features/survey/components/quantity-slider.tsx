import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  UNIT_LABELS,
  clampNotice,
  clampedBoundOf,
  formatQuantity,
  fromImperial,
  normalizeQuantityInput,
  parseNumericInput,
  rangeInUnits,
} from '@transmission-spec/domain';
import type { ClampedBound, NumericRange, Quantity } from '@transmission-spec/domain';
import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';

import { useUnits } from '../../../lib/units/units-context';
import { FOCUS_RING } from './choice-cards';

/**
 * A slider and a number field bound to one answer (SPEC 5). Both show the visitor's units; the value
 * handed to `onChange` is always Imperial, clamped and on the Imperial step, so switching units
 * never changes an answer. A typed number is an answer at once (clamped and rounded); the field shows
 * the settled value on blur or Enter, where empty becomes the min. Arrow keys step, in the slider and in the field.
 * When the clamp changed a typed value, a status line under the field says what it was set to.
 */
export function QuantitySlider({
  label,
  quantity,
  range,
  value,
  onChange,
  error = null,
}: {
  readonly label: string;
  readonly quantity: Quantity;
  /** Imperial bounds and step. */
  readonly range: NumericRange;
  /** Imperial value; null while unanswered. */
  readonly value: number | null;
  readonly onChange: (imperialValue: number) => void;
  /** A rule the answer breaks (e.g. the speeds' order), shown under the field and tied to it. */
  readonly error?: string | null;
}) {
  const { units } = useUnits();
  const labelId = useId();
  const errorId = useId();
  const noticeId = useId();
  const shown = rangeInUnits(quantity, range, units);
  const unit = UNIT_LABELS[units][quantity];
  const displayed = value === null ? null : fromImperial(quantity, value, units);
  // What the visitor is typing; null when the field simply mirrors the answer.
  const [typed, setTyped] = useState<string | null>(null);
  // The bound a typed value was last clamped to (issue 25), kept as the bound so the notice
  // follows a switch of units; cleared by the next change, which the visitor can see happen.
  const [clamped, setClamped] = useState<ClampedBound | null>(null);
  const notice = clamped === null ? null : clampNotice(quantity, clamped, units, range);

  const settle = (raw: string | number): number => {
    const imperial = normalizeQuantityInput(quantity, raw, units, range);
    onChange(imperial);
    return imperial;
  };

  /**
   * Settles what was typed and tells whether the clamp changed it. Only here, on blur or Enter:
   * while typing, "3" on the way to "300000" is below the min and is no value to talk about.
   */
  const settleTyped = (raw: string) => {
    settle(raw);
    setClamped(clampedBoundOf(quantity, raw, units, range));
  };
  const describedBy = [error === null ? null : errorId, notice === null ? null : noticeId]
    .filter((id) => id !== null)
    .join(' ');

  const onFieldKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      if (typed !== null) settleTyped(typed);
      setTyped(null);
      return;
    }
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const current = parseNumericInput(typed ?? displayed ?? '');
    const next = Number.isNaN(current)
      ? shown.min
      : current + (event.key === 'ArrowUp' ? shown.step : -shown.step);
    settle(Math.min(shown.max, Math.max(shown.min, next)));
    setClamped(null);
    setTyped(null);
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Typography id={labelId} component="span" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography
          component="span"
          sx={{ color: value === null ? 'text.secondary' : 'text.primary', fontWeight: 600 }}
        >
          {value === null ? 'Not answered yet' : formatQuantity(quantity, value, units)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 4 }}>
        <Slider
          aria-labelledby={labelId}
          value={displayed ?? shown.min}
          min={shown.min}
          max={shown.max}
          step={shown.step}
          track={value === null ? false : 'normal'}
          getAriaValueText={(shownValue) =>
            value === null ? 'Not answered yet' : `${shownValue.toLocaleString('en-US')} ${unit}`
          }
          marks={[
            { value: shown.min, label: `${shown.min.toLocaleString('en-US')} ${unit}` },
            { value: shown.max, label: `${shown.max.toLocaleString('en-US')} ${unit}` },
          ]}
          onChange={(_event, next) => {
            settle(next);
            setClamped(null);
          }}
          // Committing also answers a click on the thumb's starting position, which changes nothing.
          onChangeCommitted={(_event, next) => {
            settle(next);
          }}
          sx={{
            flex: 1,
            mx: 3,
            '& .MuiSlider-markLabel': { typography: 'body2', color: 'text.secondary' },
            '& .MuiSlider-markLabel[data-index="0"]': { transform: 'translateX(-20%)' },
            '& .MuiSlider-markLabel[data-index="1"]': { transform: 'translateX(-80%)' },
            '& .MuiSlider-thumb.Mui-focusVisible': FOCUS_RING,
            ...(value === null && { '& .MuiSlider-thumb': { bgcolor: 'grey.500' } }),
          }}
        />
        {/*
         * A text box in the role of a spin button rather than type="number": the browser's number
         * box turns the mouse wheel into a change of the answer while it has focus, and reports an
         * entry it cannot hold (1e309) as empty, which would settle on the min instead of the max.
         */}
        <TextField
          size="small"
          value={typed ?? (displayed === null ? '' : String(displayed))}
          onChange={(event) => {
            setTyped(event.target.value);
            setClamped(null);
            // A number counts at once, so the page is filled while typing and one click on Next
            // moves on; the field itself shows the clamped, rounded value only on blur or Enter.
            if (!Number.isNaN(parseNumericInput(event.target.value))) settle(event.target.value);
          }}
          onBlur={() => {
            if (typed !== null) settleTyped(typed);
            setTyped(null);
          }}
          error={error !== null}
          sx={{ width: 180, flexShrink: 0 }}
          slotProps={{
            htmlInput: {
              role: 'spinbutton',
              inputMode: 'decimal',
              autoComplete: 'off',
              'aria-valuemin': shown.min,
              'aria-valuemax': shown.max,
              'aria-valuenow': displayed ?? undefined,
              'aria-label': `${label} (${unit})`,
              'aria-describedby': describedBy === '' ? undefined : describedBy,
              onKeyDown: onFieldKeyDown,
            },
            input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> },
          }}
        />
      </Box>
      {error !== null && (
        // An alert, so a screen reader hears the refusal as soon as the answer breaks the rule.
        <FormHelperText id={errorId} error role="alert" sx={{ typography: 'body2', mx: 0 }}>
          {error}
        </FormHelperText>
      )}
      {/*
       * Always present, so screen readers know the live region before its text arrives; the
       * field's description points here too, so the notice is read again on returning to it.
       */}
      {/* Right-aligned: under the number box whose entry it speaks of. */}
      <FormHelperText
        id={noticeId}
        role="status"
        sx={{ typography: 'body2', mx: 0, textAlign: 'right' }}
      >
        {notice}
      </FormHelperText>
    </Box>
  );
}
