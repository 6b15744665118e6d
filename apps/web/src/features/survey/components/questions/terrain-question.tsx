import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { HELP_FACTS, TERRAIN_LABELS } from '@transmission-spec/domain';
import { useId } from 'react';

import { toggleTerrainCard } from '../../answer-rules';
import { MOUNTAIN_FREQUENCIES } from '../../survey-form';
import type { TerrainAnswer, TerrainCard } from '../../survey-form';
import { ANSWER_TITLES } from '../../../../lib/answer-text';
import { USE_CASE_CONFIRMATION } from '../../survey-text';
import { CheckboxCards, FollowUp, LABEL_FOCUS_SX, RadioCards } from '../choice-cards';
import { QuestionBlock } from '../question-block';

const CARD_LABELS: Record<TerrainCard, string> = {
  Flat: TERRAIN_LABELS.Flat,
  HillyRolling: TERRAIN_LABELS.HillyRolling,
  MountainPass: 'Mountain Pass',
  SteepGrade: TERRAIN_LABELS.SteepGrade,
};
const CARDS = (Object.keys(CARD_LABELS) as TerrainCard[]).map((value) => ({
  value,
  label: CARD_LABELS[value],
}));
const FREQUENCIES = MOUNTAIN_FREQUENCIES.map((value) => ({ value, label: TERRAIN_LABELS[value] }));

export function TerrainQuestion({
  value,
  onChange,
}: {
  readonly value: TerrainAnswer;
  readonly onChange: (value: TerrainAnswer) => void;
}) {
  const headingId = useId();
  const mountainId = useId();
  const steepId = useId();
  return (
    <QuestionBlock
      headingId={headingId}
      title={ANSWER_TITLES.terrain}
      hint="Select every kind of terrain the truck regularly drives."
      help="PercentGrade"
    >
      <CheckboxCards
        labelledBy={headingId}
        options={CARDS}
        selected={value.cards}
        onToggle={(card) => {
          onChange(toggleTerrainCard(value, card));
        }}
      />
      {value.cards.includes('MountainPass') && (
        <FollowUp>
          <Typography id={mountainId} sx={{ fontWeight: 600, mb: 1.5 }}>
            How does the truck drive mountain passes?
          </Typography>
          <RadioCards
            labelledBy={mountainId}
            name="mountainFrequency"
            options={FREQUENCIES}
            value={value.mountainFrequency}
            onChange={(mountainFrequency) => {
              onChange({ ...value, mountainFrequency });
            }}
            columns={2}
          />
        </FollowUp>
      )}
      {value.cards.includes('SteepGrade') && (
        <FollowUp>
          <Typography sx={{ fontWeight: 600, mb: 1 }}>Steep Grade</Typography>
          <Typography id={steepId} variant="body2" sx={{ mb: 1 }}>
            The truck regularly climbs and descends grades of {HELP_FACTS.steepGradePercent}% or
            larger, such as refuse routes on adverse grades, quarry ramps and job-site access roads.
            This is extreme duty and narrows the transmissions that fit.
          </Typography>
          <FormControlLabel
            control={
              <Checkbox
                checked={value.steepGradeConfirmed}
                onChange={(event) => {
                  onChange({ ...value, steepGradeConfirmed: event.target.checked });
                }}
                slotProps={{ input: { 'aria-describedby': steepId } }}
              />
            }
            label={USE_CASE_CONFIRMATION}
            sx={LABEL_FOCUS_SX}
          />
        </FollowUp>
      )}
    </QuestionBlock>
  );
}
