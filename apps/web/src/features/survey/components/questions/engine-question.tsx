import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ENGINE_MAKES,
  ENGINE_MAKE_LABELS,
  HORSEPOWER_RANGE,
  TORQUE_RANGE,
} from '@transmission-spec/domain';
import type { EngineMake } from '@transmission-spec/domain';
import { useId } from 'react';

import { ANSWER_TITLES, engineHpTitle } from '../../../../lib/answer-text';
import { useUnits } from '../../../../lib/units/units-context';
import { RadioCards } from '../choice-cards';
import { QuantitySlider } from '../quantity-slider';
import { QuestionBlock } from '../question-block';
import { BLOCK_TITLES } from '../../survey-pages';

const OPTIONS = ENGINE_MAKES.map((value) => ({ value, label: ENGINE_MAKE_LABELS[value] }));

export interface Engine {
  readonly engineMake: EngineMake | null;
  readonly engineHp: number | null;
  readonly engineTorque: number | null;
}

export function EngineQuestion({
  value,
  onChange,
}: {
  readonly value: Engine;
  readonly onChange: (value: Partial<Engine>) => void;
}) {
  const headingId = useId();
  const makeId = useId();
  const { units } = useUnits();
  return (
    <QuestionBlock
      headingId={headingId}
      title={BLOCK_TITLES.engine}
      hint="The engine the transmission will be paired with, at its rated output."
      help="Engine"
    >
      <Stack spacing={4}>
        <div>
          <Typography id={makeId} sx={{ fontWeight: 600, mb: 1 }}>
            {ANSWER_TITLES.engineMake}
          </Typography>
          <RadioCards
            labelledBy={makeId}
            name="engineMake"
            options={OPTIONS}
            value={value.engineMake}
            onChange={(engineMake) => {
              onChange({ engineMake });
            }}
            perColumn={3}
            columns={3}
          />
        </div>
        <QuantitySlider
          label={engineHpTitle(units)}
          quantity="power"
          range={HORSEPOWER_RANGE}
          value={value.engineHp}
          onChange={(engineHp) => {
            onChange({ engineHp });
          }}
        />
        <QuantitySlider
          label={ANSWER_TITLES.engineTorque}
          quantity="torque"
          range={TORQUE_RANGE}
          value={value.engineTorque}
          onChange={(engineTorque) => {
            onChange({ engineTorque });
          }}
        />
      </Stack>
    </QuestionBlock>
  );
}
