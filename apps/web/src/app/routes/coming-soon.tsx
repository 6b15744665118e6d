import BuildOutlinedIcon from '@mui/icons-material/BuildOutlined';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

import { StatusMessage } from '../../components/status-message';

/** Screens that later issues fill in, with the title they will carry. */
export const COMING_SOON_ROUTES = [
  { path: 'spec', title: 'My Specs' },
  { path: 'spec/:id', title: 'Saved Spec' },
  { path: 'transmission-data', title: 'Transmission Data' },
  { path: 'transmission-data/add', title: 'Add Transmission' },
  { path: 'transmission-data/edit/:id', title: 'Edit Transmission' },
  { path: 'register', title: 'Create Account' },
  { path: 'created', title: 'Account Created' },
  { path: 'updated', title: 'Account Updated' },
  { path: 'reset-password', title: 'Reset Password' },
  { path: 'forgot-password', title: 'Forgot Password' },
  { path: 'demo', title: 'Demo' },
  { path: 'login', title: 'Sign In' },
  { path: 'login/callback', title: 'Signing In' },
  { path: 'logout', title: 'Sign Out' },
  { path: 'logout/callback', title: 'Signing Out' },
] as const;

export function ComingSoonPage({ title }: { readonly title: string }) {
  return (
    <StatusMessage
      title={title}
      heading={title}
      icon={<BuildOutlinedIcon />}
      action={
        <Button variant="outlined" size="large" component={RouterLink} to="/">
          Back to the home page
        </Button>
      }
    >
      This part of Transmission Spec is coming soon.
    </StatusMessage>
  );
}
