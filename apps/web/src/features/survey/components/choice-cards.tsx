import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

import { BRAND } from '../../../theme';

/**
 * Answer cards: real radio buttons and checkboxes (so screen readers, keyboards and forms work as
 * usual) dressed as bordered cards that are easy to hit. `perColumn` fills columns top to bottom.
 */

export interface CardOption<T extends string> {
  readonly value: T;
  readonly label: string;
}

function gridSx(perColumn: number | undefined, columns: number | undefined): SxProps<Theme> {
  if (perColumn !== undefined) {
    return {
      display: 'grid',
      gridAutoFlow: 'column',
      gridTemplateRows: `repeat(${perColumn}, auto)`,
      // A fixed column count keeps cards as wide as on other questions even when few columns fill.
      ...(columns !== undefined && { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }),
      gridAutoColumns: 'minmax(0, 1fr)',
      gap: 1.5,
    };
  }
  return {
    display: 'grid',
    gridTemplateColumns: `repeat(${columns ?? 4}, minmax(0, 1fr))`,
    gap: 1.5,
  };
}

/**
 * The focus ring the theme gives links and buttons. MUI's checkboxes, radios and slider thumbs hide
 * the native control that takes focus, so their own halo is all that shows: draw this ring on the
 * visible part instead, so a keyboard user sees focus on a card as clearly as on a link.
 */
export const FOCUS_RING = { outline: `3px solid ${BRAND.amber}`, outlineOffset: '2px' } as const;

/** For a label around a checkbox or radio: the ring when its control has keyboard focus. */
export const LABEL_FOCUS_SX = { '&:has(input:focus-visible)': FOCUS_RING } as const;

function cardSx(selected: boolean): SxProps<Theme> {
  return {
    m: 0,
    px: 1.5,
    py: 1,
    minHeight: 56,
    border: '1px solid',
    borderColor: selected ? 'primary.main' : 'divider',
    borderRadius: 1,
    bgcolor: selected ? '#e8eff7' : 'background.paper',
    boxShadow: selected ? `inset 0 0 0 1px ${BRAND.navy}` : 'none',
    transition: 'border-color 120ms, background-color 120ms',
    '&:hover': { borderColor: 'primary.main' },
    ...LABEL_FOCUS_SX,
    '& .MuiFormControlLabel-label': { fontWeight: selected ? 600 : 400, lineHeight: 1.35 },
  };
}

/** Single choice. `labelledBy` names the group (the question's heading). */
export function RadioCards<T extends string>({
  labelledBy,
  name,
  options,
  value,
  onChange,
  perColumn,
  columns,
}: {
  readonly labelledBy: string;
  readonly name: string;
  readonly options: readonly CardOption<T>[];
  readonly value: T | null;
  readonly onChange: (value: T) => void;
  readonly perColumn?: number;
  readonly columns?: number;
}) {
  return (
    <RadioGroup
      aria-labelledby={labelledBy}
      name={name}
      value={value ?? ''}
      onChange={(_event, next) => {
        const option = options.find((candidate) => candidate.value === next);
        if (option) onChange(option.value);
      }}
      sx={gridSx(perColumn, columns)}
    >
      {options.map((option) => (
        <FormControlLabel
          key={option.value}
          value={option.value}
          control={<Radio />}
          label={option.label}
          sx={cardSx(option.value === value)}
        />
      ))}
    </RadioGroup>
  );
}

/** Multiple choice; `onToggle` receives the option that was ticked or unticked. */
export function CheckboxCards<T extends string>({
  labelledBy,
  options,
  selected,
  onToggle,
  columns,
}: {
  readonly labelledBy: string;
  readonly options: readonly CardOption<T>[];
  readonly selected: readonly T[];
  readonly onToggle: (value: T) => void;
  readonly columns?: number;
}) {
  return (
    <FormGroup role="group" aria-labelledby={labelledBy} sx={gridSx(undefined, columns)}>
      {options.map((option) => {
        const checked = selected.includes(option.value);
        return (
          <FormControlLabel
            key={option.value}
            control={
              <Checkbox
                checked={checked}
                onChange={() => {
                  onToggle(option.value);
                }}
              />
            }
            label={option.label}
            sx={cardSx(checked)}
          />
        );
      })}
    </FormGroup>
  );
}

/** A follow-up question shown under the card it belongs to. */
export function FollowUp({ children }: { readonly children: ReactNode }) {
  return (
    <Box
      sx={{
        mt: 2,
        p: 2.5,
        borderRadius: 1,
        bgcolor: 'background.default',
        borderLeft: `4px solid ${BRAND.amber}`,
      }}
    >
      {children}
    </Box>
  );
}
