import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

import { BRAND } from '../theme';
import { APP_NAME } from './document-title';
import { NewTabLink } from './external-link';
import { Logo } from './logo';

const FOOTER_TEXT = '#d6e0ea'; // 10.9:1 on the footer navy
const linkSx = {
  color: '#ffffff',
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
} as const;
/** A link inside a sentence stays underlined. */
const inlineLinkSx = { color: '#ffffff', textDecorationColor: 'rgba(255,255,255,0.6)' } as const;

function FooterColumn({
  title,
  children,
}: {
  readonly title: string;
  readonly children: ReactNode;
}) {
  return (
    <Box component="nav" aria-label={title}>
      <Typography
        component="h2"
        variant="overline"
        sx={{ color: FOOTER_TEXT, fontWeight: 700, lineHeight: 2 }}
      >
        {title}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0, typography: 'body2' }}>
        {children}
      </Stack>
    </Box>
  );
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <Box component="footer" sx={{ bgcolor: BRAND.navyDark, color: FOOTER_TEXT, mt: 'auto' }}>
      <Container maxWidth="lg" sx={{ py: 5 }}>
        <Stack direction="row" spacing={8} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ flex: '1 1 auto', maxWidth: 360 }}>
            <Logo inverse />
            <Typography variant="body2" sx={{ mt: 1.5, color: FOOTER_TEXT }}>
              Helps fleets and dealers choose the right automated transmission for a truck and its
              duty.
            </Typography>
          </Box>
          <FooterColumn title="Product">
            <li>
              <Link component={RouterLink} to="/survey" sx={linkSx}>
                Create Spec
              </Link>
            </li>
            <li>
              <Link component={RouterLink} to="/spec" sx={linkSx}>
                My Specs
              </Link>
            </li>
            <li>
              <Link component={RouterLink} to="/help" sx={linkSx}>
                Help
              </Link>
            </li>
          </FooterColumn>
          <FooterColumn title="Policies">
            <li>
              <NewTabLink href="/privacy-policy" sx={linkSx}>
                Privacy Policy
              </NewTabLink>
            </li>
            <li>
              <NewTabLink href="/terms-and-conditions" sx={linkSx}>
                Terms and Conditions
              </NewTabLink>
            </li>
          </FooterColumn>
          <Box>
            <Typography component="h2" variant="overline" sx={{ fontWeight: 700, lineHeight: 2 }}>
              Support
            </Typography>
            <Typography variant="body2" sx={{ color: FOOTER_TEXT }}>
              Need assistance?{' '}
              <Link component={RouterLink} to="/contact-us" sx={inlineLinkSx}>
                Contact Us
              </Link>
              .
            </Typography>
          </Box>
        </Stack>
        <Typography
          variant="body2"
          sx={{ mt: 4, pt: 3, borderTop: '1px solid rgba(255,255,255,0.15)', color: FOOTER_TEXT }}
        >
          © {year} {APP_NAME}
        </Typography>
      </Container>
    </Box>
  );
}
