import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  AnnualKilometresSchema,
  AnnualMilesSchema,
  DUTY_CYCLE_LABELS,
  FuelPricePerGallonSchema,
  FuelPricePerLitreSchema,
  KM_PER_MILE,
  parseNumericInput,
  type UnitSystem,
} from '@transmission-spec/domain';
import { LITRES_PER_GALLON } from '@transmission-spec/engine';
import { useState } from 'react';
import type { z } from 'zod';

import type { YearlyFuelInputs } from '../../../lib/duty-cycle/yearly-fuel-choice';

function shownMiles(annualMiles: number, units: UnitSystem): string {
  return String(units === 'Metric' ? Math.round(annualMiles * KM_PER_MILE) : annualMiles);
}

function shownPrice(pricePerGallon: number, units: UnitSystem): string {
  return (units === 'Metric' ? pricePerGallon / LITRES_PER_GALLON : pricePerGallon).toFixed(2);
}

/** One field checked with its domain schema: a wrong entry says why and changes nothing. */
function CheckedField({
  label,
  typed,
  error,
  inputMode,
  onType,
}: {
  readonly label: string;
  readonly typed: string;
  readonly error: string | null;
  readonly inputMode: 'numeric' | 'decimal';
  readonly onType: (text: string) => void;
}) {
  return (
    <TextField
      label={label}
      value={typed}
      onChange={(event) => {
        onType(event.target.value);
      }}
      error={error !== null}
      helperText={error ?? ' '}
      slotProps={{
        htmlInput: { inputMode },
        ...(error === null ? {} : { formHelperText: { role: 'alert' } }),
      }}
      sx={{ width: { xs: '100%', sm: 240 } }}
    />
  );
}

/**
 * Annual distance and fuel price, in the visitor's units (kilometres and $ per litre in Metric,
 * converted to miles and $ per gallon for the costs). A valid entry changes the yearly costs at
 * once; a wrong one shows the domain's message and the costs stay on the last valid entry.
 */
export function YearlyFuelFields({
  inputs,
  onChange,
  units,
}: {
  readonly inputs: YearlyFuelInputs;
  readonly onChange: (inputs: YearlyFuelInputs) => void;
  readonly units: UnitSystem;
}) {
  const metric = units === 'Metric';
  const [typedUnits, setTypedUnits] = useState(units);
  const [miles, setMiles] = useState(() => shownMiles(inputs.annualMiles, units));
  const [price, setPrice] = useState(() => shownPrice(inputs.pricePerGallon, units));
  const [milesError, setMilesError] = useState<string | null>(null);
  const [priceError, setPriceError] = useState<string | null>(null);
  // A switch of units shows the figures in use in the new unit (what was typed was in the old one).
  if (typedUnits !== units) {
    setTypedUnits(units);
    setMiles(shownMiles(inputs.annualMiles, units));
    setPrice(shownPrice(inputs.pricePerGallon, units));
    setMilesError(null);
    setPriceError(null);
  }

  const check = (schema: z.ZodType<number>, text: string) => {
    const parsed = schema.safeParse(parseNumericInput(text));
    return parsed.success
      ? { value: parsed.data, error: null }
      : { value: null, error: parsed.error.issues[0]?.message ?? null };
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
      <CheckedField
        label={metric ? DUTY_CYCLE_LABELS.annualKilometres : DUTY_CYCLE_LABELS.annualMiles}
        typed={miles}
        error={milesError}
        inputMode="numeric"
        onType={(text) => {
          setMiles(text);
          const { value, error } = check(metric ? AnnualKilometresSchema : AnnualMilesSchema, text);
          setMilesError(error);
          if (value !== null) {
            onChange({ ...inputs, annualMiles: metric ? value / KM_PER_MILE : value });
          }
        }}
      />
      <CheckedField
        label={metric ? DUTY_CYCLE_LABELS.fuelPricePerLitre : DUTY_CYCLE_LABELS.fuelPricePerGallon}
        typed={price}
        error={priceError}
        inputMode="decimal"
        onType={(text) => {
          setPrice(text);
          const { value, error } = check(
            metric ? FuelPricePerLitreSchema : FuelPricePerGallonSchema,
            text,
          );
          setPriceError(error);
          if (value !== null) {
            onChange({ ...inputs, pricePerGallon: metric ? value * LITRES_PER_GALLON : value });
          }
        }}
      />
    </Stack>
  );
}
