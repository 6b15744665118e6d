import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';

/**
 * A page or step heading that takes keyboard and screen-reader focus when `focusOnMount` is set,
 * so a user hears where a multi-step form went after each step.
 */
export function FocusHeading({
  focusOnMount,
  children,
}: {
  readonly focusOnMount: boolean;
  readonly children: ReactNode;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <Typography
      ref={ref}
      variant="h1"
      tabIndex={-1}
      gutterBottom
      sx={{ fontSize: '2rem', '&:focus': { outline: 'none' } }}
    >
      {children}
    </Typography>
  );
}
