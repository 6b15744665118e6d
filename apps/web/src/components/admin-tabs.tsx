import Box from '@mui/material/Box';

import { TabLink } from './tab-link';

/**
 * The administrators' two pages side by side (issue 28): the catalogue and its Insights. Links,
 * not ARIA tabs: each opens a page of its own, and the current one says so (aria-current).
 */
const ADMIN_TABS = [
  { label: 'Catalogue', to: '/transmission-data' },
  { label: 'Insights', to: '/insights' },
] as const;

export function AdminTabs() {
  return (
    <Box
      component="nav"
      aria-label="Administration"
      sx={{ display: 'flex', gap: 1, mb: 3, borderBottom: 1, borderColor: 'divider' }}
    >
      {ADMIN_TABS.map((tab) => (
        <TabLink key={tab.to} to={tab.to} end sx={{ px: 2, py: 1 }}>
          {tab.label}
        </TabLink>
      ))}
    </Box>
  );
}
