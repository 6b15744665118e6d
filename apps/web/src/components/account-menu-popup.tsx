import LogoutIcon from '@mui/icons-material/Logout';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { MESSAGES } from '@transmission-spec/domain';

import { signOut } from '../lib/sign-out';
import { useNotify } from './notifications';

/**
 * The account menu's popup. Loaded the first time the menu opens (decision 061): the menu, its
 * popover, focus trap and transitions are not part of the page's first paint.
 */
export function AccountMenuPopup({
  anchor,
  menuId,
  buttonId,
  onClose,
}: {
  readonly anchor: HTMLElement | null;
  readonly menuId: string;
  readonly buttonId: string;
  readonly onClose: () => void;
}) {
  const notify = useNotify();
  return (
    <Menu
      id={menuId}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-labelledby': buttonId } }}
    >
      {/* A POST with the CSRF header, then a full page load: the server ends the session. When it
          could not (an outage), the page stays and says the user is still signed in. */}
      <MenuItem
        onClick={() => {
          onClose();
          void signOut().then((outcome) => {
            if (outcome === 'failed') notify(MESSAGES.signOutFailed, 'error');
          });
        }}
      >
        <ListItemIcon>
          <LogoutIcon fontSize="small" aria-hidden="true" />
        </ListItemIcon>
        Sign Out
      </MenuItem>
    </Menu>
  );
}
