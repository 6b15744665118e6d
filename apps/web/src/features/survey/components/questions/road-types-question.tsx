import { ROAD_TYPES, ROAD_TYPE_LABELS } from '@transmission-spec/domain';
import type { RoadType } from '@transmission-spec/domain';
import { useId } from 'react';

import { ANSWER_TITLES } from '../../../../lib/answer-text';
import { toggleIn } from '../../survey-form';
import { CheckboxCards } from '../choice-cards';
import { QuestionBlock } from '../question-block';

const OPTIONS = ROAD_TYPES.map((value) => ({ value, label: ROAD_TYPE_LABELS[value] }));

export function RoadTypesQuestion({
  value,
  onChange,
}: {
  readonly value: readonly RoadType[];
  readonly onChange: (value: RoadType[]) => void;
}) {
  const headingId = useId();
  return (
    <QuestionBlock
      headingId={headingId}
      title={ANSWER_TITLES.roadTypes}
      hint="Select all that apply."
      help="RoadTypes"
    >
      <CheckboxCards
        labelledBy={headingId}
        options={OPTIONS}
        selected={value}
        onToggle={(roadType) => {
          onChange(toggleIn(value, roadType, ROAD_TYPES));
        }}
        columns={3}
      />
    </QuestionBlock>
  );
}
