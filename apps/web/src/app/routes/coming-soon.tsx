import BuildOutlinedIcon from '@mui/icons-material/BuildOutlined';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

import { StatusMessage } from '../../components/status-message';

/** Saved specs (TransmissionUser or TransmissionAdmin): later issues fill these in. */
export const COMING_SOON_SPEC_ROUTES = [
  { path: 'spec', title: 'My Specs' },
  { path: 'spec/:id', title: 'Saved Spec' },
] as const;

/** Catalogue administration (TransmissionAdmin): later issues fill these in. */
export const COMING_SOON_ADMIN_ROUTES = [
  { path: 'transmission-data', title: 'Transmission Data' },
  { path: 'transmission-data/add', title: 'Add Transmission' },
  { path: 'transmission-data/edit/:id', title: 'Edit Transmission' },
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
