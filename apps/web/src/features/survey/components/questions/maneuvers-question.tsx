import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { MANEUVERS, MANEUVER_LABELS, NO_MANEUVERS_LABEL } from '@transmission-spec/domain';
import { useId } from 'react';

import { useUnits } from '../../../../lib/units/units-context';
import { slowCreepingSpeed, toggleManeuver, toggleNoManeuvers } from '../../answer-rules';
import type { ManeuversAnswer } from '../../survey-form';
import { ANSWER_TITLES } from '../../../../lib/answer-text';
import { USE_CASE_CONFIRMATION } from '../../survey-text';
import { CheckboxCards, FollowUp, LABEL_FOCUS_SX } from '../choice-cards';
import { QuestionBlock } from '../question-block';

/** The value of the exclusive card; it stands for no maneuver at all. */
const NONE = 'None';
type ManeuverCard = (typeof MANEUVERS)[number] | typeof NONE;
const OPTIONS: { value: ManeuverCard; label: string }[] = [
  ...MANEUVERS.map((value) => ({ value, label: MANEUVER_LABELS[value] })),
  { value: NONE, label: NO_MANEUVERS_LABEL },
];

export function ManeuversQuestion({
  value,
  onChange,
}: {
  readonly value: ManeuversAnswer;
  readonly onChange: (value: ManeuversAnswer) => void;
}) {
  const { units } = useUnits();
  const headingId = useId();
  const creepingId = useId();
  const selected: ManeuverCard[] = value.none ? [NONE] : [...value.selected];
  return (
    <QuestionBlock
      headingId={headingId}
      title={ANSWER_TITLES.maneuvers}
      hint={`Select every maneuver the vehicle performs often, or '${NO_MANEUVERS_LABEL}'.`}
      help="Maneuvers"
    >
      <CheckboxCards
        labelledBy={headingId}
        options={OPTIONS}
        selected={selected}
        onToggle={(card) => {
          onChange(card === NONE ? toggleNoManeuvers(value) : toggleManeuver(value, card));
        }}
        columns={3}
      />
      {value.selected.includes('SlowCreeping') && (
        <FollowUp>
          <Typography sx={{ fontWeight: 600, mb: 1 }}>{MANEUVER_LABELS.SlowCreeping}</Typography>
          <Typography id={creepingId} variant="body2" sx={{ mb: 1 }}>
            Slow creeping means moving steadily at about {slowCreepingSpeed(units)} or slower for
            long stretches, as when paving, spreading, milling or spraying.
          </Typography>
          <FormControlLabel
            control={
              <Checkbox
                checked={value.slowCreepingConfirmed}
                onChange={(event) => {
                  onChange({ ...value, slowCreepingConfirmed: event.target.checked });
                }}
                slotProps={{ input: { 'aria-describedby': creepingId } }}
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
