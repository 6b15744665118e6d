import Stack from '@mui/material/Stack';
import { SPEED_RANGE, WEIGHT_RANGE, speedsError } from '@transmission-spec/domain';
import { useId } from 'react';

import { ANSWER_TITLES } from '../../../../lib/answer-text';
import { QuantitySlider } from '../quantity-slider';
import { QuestionBlock } from '../question-block';
import { BLOCK_TITLES } from '../../survey-pages';

export function WeightQuestion({
  value,
  onChange,
}: {
  readonly value: number | null;
  readonly onChange: (value: number) => void;
}) {
  const headingId = useId();
  return (
    <QuestionBlock
      headingId={headingId}
      title={ANSWER_TITLES.maxWeight}
      hint="The heaviest the truck, its trailers and the load will weigh together."
      help="GCW"
    >
      <QuantitySlider
        label={ANSWER_TITLES.maxWeight}
        quantity="weight"
        range={WEIGHT_RANGE}
        value={value}
        onChange={onChange}
      />
    </QuestionBlock>
  );
}

export interface Speeds {
  readonly cruiseSpeed: number | null;
  readonly maxSpeed: number | null;
}

export function SpeedsQuestion({
  value,
  onChange,
}: {
  readonly value: Speeds;
  readonly onChange: (value: Partial<Speeds>) => void;
}) {
  const headingId = useId();
  return (
    <QuestionBlock
      headingId={headingId}
      title={BLOCK_TITLES.speeds}
      hint="The steady speed the truck holds most of the time, and the highest it reaches now and then."
      help="VehicleSpeeds"
    >
      <Stack spacing={3}>
        <QuantitySlider
          label={ANSWER_TITLES.cruiseSpeed}
          quantity="speed"
          range={SPEED_RANGE}
          value={value.cruiseSpeed}
          // The domain's rule, the one the API applies, shown beside the answer it names.
          error={speedsError(value)}
          onChange={(cruiseSpeed) => {
            onChange({ cruiseSpeed });
          }}
        />
        <QuantitySlider
          label={ANSWER_TITLES.maxSpeed}
          quantity="speed"
          range={SPEED_RANGE}
          value={value.maxSpeed}
          onChange={(maxSpeed) => {
            onChange({ maxSpeed });
          }}
        />
      </Stack>
    </QuestionBlock>
  );
}
