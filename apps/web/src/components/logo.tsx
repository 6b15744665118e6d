import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';

import { BRAND } from '../theme';
import { APP_NAME } from './document-title';

/** The mark: a shift gate whose last position is the amber "automatic" dot. */
export function LogoMark({
  size = 36,
  inverse = false,
}: {
  readonly size?: number;
  readonly inverse?: boolean;
}) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill={inverse ? '#ffffff' : BRAND.navy} />
      <path
        d="M10 9v14M16 9v14M22 9v7M10 16h12"
        fill="none"
        stroke={inverse ? BRAND.navy : '#ffffff'}
        strokeWidth="2.6"
        strokeLinecap="round"
      />
      <circle cx="22" cy="22" r="3" fill={BRAND.amber} />
    </svg>
  );
}

/** Mark and wordmark, linking home. `inverse` is for dark backgrounds. */
export function Logo({ inverse = false }: { readonly inverse?: boolean }) {
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label={`${APP_NAME}, home`}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.25,
        textDecoration: 'none',
        color: inverse ? '#ffffff' : 'primary.main',
        borderRadius: 1,
      }}
    >
      <LogoMark inverse={inverse} />
      <Box
        component="span"
        sx={{
          fontSize: '1.25rem',
          fontWeight: 700,
          letterSpacing: '-0.01em',
          whiteSpace: 'nowrap',
        }}
      >
        Transmission{' '}
        <Box
          component="span"
          sx={{ fontWeight: 500, color: inverse ? '#d6e0ea' : 'text.secondary' }}
        >
          Spec
        </Box>
      </Box>
    </Box>
  );
}
