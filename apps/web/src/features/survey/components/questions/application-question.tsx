import { APPLICATIONS, APPLICATION_LABELS } from '@transmission-spec/domain';
import type { Application } from '@transmission-spec/domain';
import { useId } from 'react';

import { ANSWER_TITLES } from '../../../../lib/answer-text';
import { RadioCards } from '../choice-cards';
import { QuestionBlock } from '../question-block';

const OPTIONS = APPLICATIONS.map((value) => ({ value, label: APPLICATION_LABELS[value] }));

export function ApplicationQuestion({
  value,
  onChange,
}: {
  readonly value: Application | null;
  readonly onChange: (value: Application) => void;
}) {
  const headingId = useId();
  return (
    <QuestionBlock
      headingId={headingId}
      title={ANSWER_TITLES.application}
      hint="What is the main job of the vehicle? Choose one."
      help="VehicleApplication"
    >
      <RadioCards
        labelledBy={headingId}
        name="application"
        options={OPTIONS}
        value={value}
        onChange={onChange}
        perColumn={6}
      />
    </QuestionBlock>
  );
}
