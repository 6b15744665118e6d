import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PTO_LABELS, PTO_OPTIONS, SPEED_RANGE, formatQuantity } from '@transmission-spec/domain';
import type { UnitSystem } from '@transmission-spec/domain';

import { DefinitionList } from './definition-list';
import { HelpSection } from './help-section';

export function SpeedsHelp({ units }: { readonly units: UnitSystem }) {
  const range = `${formatQuantity('speed', SPEED_RANGE.min, units)} to ${formatQuantity('speed', SPEED_RANGE.max, units)}`;
  return (
    <HelpSection id="VehicleSpeeds">
      <Typography variant="body1">
        The survey asks for two speeds. Both range from <strong>{range}</strong>.
      </Typography>
      <DefinitionList
        items={[
          {
            term: 'Cruise speed',
            description:
              'The steady speed the truck holds for most of its time on the road, loaded.',
          },
          {
            term: 'Occasional max road speed',
            description:
              'The highest speed the truck reaches now and then, for example on open interstate stretches.',
          },
        ]}
      />
    </HelpSection>
  );
}

export function PtoHelp() {
  return (
    <HelpSection id="PTO">
      <Typography variant="body1">
        A power take-off (PTO) takes power from the engine through the transmission to drive
        equipment on the truck, such as a pump, a hydraulic system, a compactor, a mixer drum or a
        winch. Tell us how many PTOs the truck needs:
      </Typography>
      <Box component="ul" sx={{ mt: 1.5, mb: 0, pl: 3, '& li': { mb: 0.5 } }}>
        {PTO_OPTIONS.map((option) => (
          <li key={option}>{PTO_LABELS[option]}</li>
        ))}
      </Box>
    </HelpSection>
  );
}

export function DisclaimerHelp() {
  return (
    <HelpSection id="Disclaimer" notice>
      <Typography variant="body1">
        Transmission Spec recommends a transmission from the answers you give about the vehicle and
        its duty. The recommendation is guidance only: it does not guarantee that a transmission
        suits a particular vehicle, and it does not replace a full specification review.
      </Typography>
      <Typography variant="body1" sx={{ fontWeight: 600 }}>
        Before ordering, confirm the specification with your representative of the provider.
      </Typography>
    </HelpSection>
  );
}
