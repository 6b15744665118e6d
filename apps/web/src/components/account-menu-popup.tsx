import LogoutIcon from '@mui/icons-material/Logout';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

import { signOut } from '../lib/sign-out';

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
      {/* A POST with the CSRF header, then a full page load: the server ends the session. */}
      <MenuItem
        onClick={() => {
          onClose();
          void signOut();
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
