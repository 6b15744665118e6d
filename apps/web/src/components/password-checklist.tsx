import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { passwordChecklist } from '@transmission-spec/domain';

import { VisuallyHidden } from './visually-hidden';

/**
 * SPEC 2's live password checklist, from the domain's rule table: each rule ticks as soon as the
 * typed password meets it. Not a live region: reading every keystroke aloud would drown the user.
 */
export function PasswordChecklist({
  id,
  password,
}: {
  readonly id: string;
  readonly password: string;
}) {
  return (
    <Box id={id}>
      <Typography variant="body2" component="p" sx={{ fontWeight: 600, mb: 0.5 }}>
        Your password needs
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {passwordChecklist(password).map((rule) => (
          <Box
            component="li"
            key={rule.id}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              py: 0.25,
              typography: 'body2',
              color: rule.met ? 'success.dark' : 'text.secondary',
            }}
          >
            {rule.met ? (
              <CheckCircleIcon fontSize="small" aria-hidden="true" />
            ) : (
              <RadioButtonUncheckedIcon fontSize="small" aria-hidden="true" />
            )}
            <VisuallyHidden>{rule.met ? 'Met: ' : 'Not met yet: '}</VisuallyHidden>
            {rule.label}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
