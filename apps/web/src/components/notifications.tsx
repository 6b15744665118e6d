import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { SNACKBAR_HIDE_MS } from '@transmission-spec/domain';
import { createContext, useCallback, useContext, useState } from 'react';
import type { ReactNode } from 'react';

export type NotificationSeverity = 'success' | 'warning' | 'error';
type Notify = (message: string, severity?: NotificationSeverity) => void;

interface Notification {
  readonly id: number;
  readonly message: string;
  readonly severity: NotificationSeverity;
}

const NotifyContext = createContext<Notify | null>(null);

/**
 * One snackbar for the whole app (SPEC 8: bottom-left, hides after 6 seconds). It sits above the
 * router, so a message survives the navigation that often follows it (a failed submit goes to /error).
 */
export function NotificationsProvider({ children }: { readonly children: ReactNode }) {
  const [current, setCurrent] = useState<Notification | null>(null);
  const [open, setOpen] = useState(false);

  const notify = useCallback<Notify>((message, severity = 'success') => {
    setCurrent((previous) => ({ id: (previous?.id ?? 0) + 1, message, severity }));
    setOpen(true);
  }, []);

  return (
    <NotifyContext value={notify}>
      {children}
      <Snackbar
        key={current?.id}
        open={open && current !== null}
        autoHideDuration={SNACKBAR_HIDE_MS}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setOpen(false);
        }}
      >
        <Alert
          variant="filled"
          severity={current?.severity ?? 'success'}
          onClose={() => {
            setOpen(false);
          }}
          sx={{ minWidth: 320 }}
        >
          {current?.message}
        </Alert>
      </Snackbar>
    </NotifyContext>
  );
}

/** Shows a snackbar message; must be used below a NotificationsProvider. */
export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (notify === null) throw new Error('useNotify must be used inside a NotificationsProvider');
  return notify;
}
