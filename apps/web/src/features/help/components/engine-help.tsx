import Typography from '@mui/material/Typography';
import {
  ENGINE_MAKES,
  ENGINE_MAKE_LABELS,
  HORSEPOWER_RANGE,
  TORQUE_RANGE,
  formatQuantity,
} from '@transmission-spec/domain';
import type { UnitSystem } from '@transmission-spec/domain';

import { DefinitionList } from './definition-list';
import { HelpSection } from './help-section';

/** The engine block: how each answer meets the catalogue's ratings (RECOMMENDATION.md section 1). */
export function EngineHelp({ units }: { readonly units: UnitSystem }) {
  const range = (quantity: 'power' | 'torque', { min, max }: { min: number; max: number }) =>
    `${formatQuantity(quantity, min, units)} to ${formatQuantity(quantity, max, units)}`;
  const makes = ENGINE_MAKES.filter((make) => make !== 'Other').map(
    (make) => ENGINE_MAKE_LABELS[make],
  );
  return (
    <HelpSection id="Engine">
      <Typography variant="body1">
        Describe the engine the transmission will be paired with, at the rating it will be ordered
        with: the figures are on the engine&apos;s specification sheet. Horsepower is how fast the
        engine can do work; torque is the turning force it puts into the transmission. At a given
        engine speed one follows from the other (horsepower = torque in lb-ft × rpm ÷ 5,252), so two
        engines with the same horsepower can still load a transmission very differently.
      </Typography>
      <DefinitionList
        items={[
          {
            term: 'Engine make',
            description: `Choose ${makes.join(', ')}, or Other for any other engine. A transmission is recommended only if it is approved for the engine make.`,
          },
          {
            term: 'Engine horsepower',
            description: `The rated (peak) horsepower, from ${range('power', HORSEPOWER_RANGE)}. Every transmission in the catalogue has a maximum supported horsepower; one rated below your engine is not recommended.`,
          },
          {
            term: 'Engine torque',
            description: `The peak torque, from ${range('torque', TORQUE_RANGE)}. Each transmission comes in models rated for a maximum input torque. The result offers the smallest model whose rating covers your engine: a larger one adds weight and cost, a smaller one would be overloaded and void the warranty.`,
          },
        ]}
      />
    </HelpSection>
  );
}
