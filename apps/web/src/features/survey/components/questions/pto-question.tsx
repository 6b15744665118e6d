import Typography from '@mui/material/Typography';
import { PTO_LABELS } from '@transmission-spec/domain';
import { useId } from 'react';

import { ANSWER_TITLES } from '../../../../lib/answer-text';
import type { PtoAnswer, PtoCount } from '../../survey-form';
import { FollowUp, RadioCards } from '../choice-cards';
import { QuestionBlock } from '../question-block';

const NEEDS = [
  { value: 'No', label: PTO_LABELS.NoPTO },
  { value: 'Yes', label: 'Yes' },
] as const;
const COUNTS: readonly PtoCount[] = ['OnePTO', 'TwoPTO', 'ThreeOrMorePTO'];
const COUNT_OPTIONS = COUNTS.map((value) => ({ value, label: PTO_LABELS[value] }));

export function PtoQuestion({
  value,
  onChange,
}: {
  readonly value: PtoAnswer;
  readonly onChange: (value: PtoAnswer) => void;
}) {
  const headingId = useId();
  const countId = useId();
  const needs = value.needed === null ? null : value.needed ? 'Yes' : 'No';
  return (
    <QuestionBlock
      headingId={headingId}
      title={ANSWER_TITLES.pto}
      hint="Does equipment on the truck take power through the transmission?"
      help="PTO"
    >
      <RadioCards
        labelledBy={headingId}
        name="ptoNeeded"
        options={NEEDS}
        value={needs}
        onChange={(next) => {
          // 'Yes' asks how many, so any earlier count is dropped until one is chosen again.
          onChange({ needed: next === 'Yes', count: null });
        }}
        columns={3}
      />
      {value.needed === true && (
        <FollowUp>
          <Typography id={countId} sx={{ fontWeight: 600, mb: 1.5 }}>
            How many PTOs does the truck need?
          </Typography>
          <RadioCards
            labelledBy={countId}
            name="ptoCount"
            options={COUNT_OPTIONS}
            value={value.count}
            onChange={(count) => {
              onChange({ needed: true, count });
            }}
            columns={3}
          />
        </FollowUp>
      )}
    </QuestionBlock>
  );
}
