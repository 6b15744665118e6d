import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TransmissionResult } from '@transmission-spec/domain';
import { useId } from 'react';

import { NewTabLink } from '../external-link';
import { RichText } from '../rich-text';
import { VisuallyHidden } from '../visually-hidden';
import { isHttpUrl, isSafeImageSrc } from '../../lib/sanitize-html';
import { BRAND } from '../../theme';
import { GearingWarningNote } from './gearing-warning-note';
import { TransmissionIllustration } from './transmission-illustration';
import { WhyList } from './why-list';

/** One recommended transmission: picture, name, model, axle ratio, description and a link. */
export function TransmissionCard({
  kind,
  transmission,
  featured = false,
}: {
  /** 'Top match' or 'Runner-up'. */
  readonly kind: string;
  readonly transmission: TransmissionResult;
  readonly featured?: boolean;
}) {
  const headingId = useId();
  const { name, modelName, axleRatio, description, image, learnMoreUrl } = transmission;
  return (
    <Paper
      component="article"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        borderColor: featured ? 'primary.main' : 'divider',
        borderWidth: featured ? 2 : 1,
      }}
    >
      <Box
        sx={{
          height: 180,
          display: 'grid',
          placeItems: 'center',
          bgcolor: '#eef2f6',
          p: 2,
          '& img': { maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' },
        }}
      >
        {image !== null && isSafeImageSrc(image) ? (
          <img src={image} alt={`${name} transmission`} />
        ) : (
          <TransmissionIllustration />
        )}
      </Box>
      <Box sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2, flex: 1 }}>
        <Box>
          <Typography
            variant="overline"
            component="p"
            sx={{ color: featured ? BRAND.amberText : 'text.secondary', fontWeight: 700 }}
          >
            {kind}
          </Typography>
          <Typography id={headingId} variant="h2" component="h2">
            <VisuallyHidden>{kind}: </VisuallyHidden>
            {name}
          </Typography>
        </Box>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 2,
            rowGap: 0.5,
            '& dt': { color: 'text.secondary' },
            '& dd': { m: 0, fontWeight: 600 },
          }}
        >
          <dt>Model</dt>
          <dd>{modelName}</dd>
          <dt>Axle ratio</dt>
          <dd>{axleRatio}</dd>
        </Box>
        {/* Right under the model and ratio it qualifies, before the reasons for choosing it. */}
        {transmission.gearingWarning !== undefined && (
          <GearingWarningNote warning={transmission.gearingWarning} />
        )}
        {/* Results from before the why existed have no details: the card reads as it did. */}
        {transmission.details !== undefined && <WhyList details={transmission.details} />}
        <RichText html={description} />
        {isHttpUrl(learnMoreUrl) && (
          <Box sx={{ mt: 'auto' }}>
            <NewTabLink href={learnMoreUrl} sx={{ fontWeight: 600 }}>
              Learn more
              <VisuallyHidden> about {name}</VisuallyHidden>
            </NewTabLink>
          </Box>
        )}
      </Box>
    </Paper>
  );
}
