import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';

import { BRAND } from '../theme';

/**
 * Where a tab link is current: `page` on its own path, `true` anywhere else in its section (a
 * spec under My Specs, the Insights under Admin), undefined elsewhere; the section is `to` and
 * `also`, each with the pages below it unless `end`.
 */
export function tabCurrent(
  pathname: string,
  { to, also = [], end = false }: { to: string; also?: readonly string[]; end?: boolean },
): 'page' | 'true' | undefined {
  if (pathname === to) return 'page';
  const within = (path: string) =>
    pathname === path || (!end && pathname.startsWith(`${path.replace(/\/$/, '')}/`));
  return [to, ...also].some(within) ? 'true' : undefined;
}

export interface TabLinkProps {
  readonly to: string;
  /** Other pages of the same section, where this tab is current too. */
  readonly also?: readonly string[];
  /** Current on `to` itself only, not on the pages below it. */
  readonly end?: boolean;
  /** Where this tab differs: its padding and alignment. */
  readonly sx?: Exclude<SxProps<Theme>, readonly unknown[] | ((theme: Theme) => unknown)>;
  readonly children: ReactNode;
}

/**
 * A link styled as a tab, with an amber underline where it is current (aria-current, so a screen
 * reader hears it too): the header's main tabs and the administrators' two pages. Links, not ARIA
 * tabs: each opens a page of its own.
 */
export function TabLink({ to, also, end, sx, children }: TabLinkProps) {
  const { pathname } = useLocation();
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-current={tabCurrent(pathname, {
        to,
        ...(also ? { also } : {}),
        ...(end ? { end } : {}),
      })}
      sx={{
        fontWeight: 600,
        color: 'text.primary',
        textDecoration: 'none',
        borderBottom: '3px solid transparent',
        '&:hover': { color: 'primary.main', borderBottomColor: BRAND.line },
        '&[aria-current]': { color: 'primary.main', borderBottomColor: BRAND.amber },
        ...sx,
      }}
    >
      {children}
    </Box>
  );
}
