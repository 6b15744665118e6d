import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ReactNode } from 'react';

/**
 * A result section's "how these figures are worked out" a click away: an accordion whose summary
 * is an h3 and whose details are a region named by it, printed open. The engineering check's
 * formulas and the duty-cycle estimate's assumptions use it.
 */
export function DetailsAccordion({
  title,
  gap,
  children,
}: {
  readonly title: string;
  /** Space between the details' parts (theme units). */
  readonly gap: number;
  readonly children: ReactNode;
}) {
  const summaryId = useId();
  const detailsId = useId();
  return (
    <Accordion
      variant="outlined"
      disableGutters
      sx={{ '@media print': { '& .MuiCollapse-root': { height: 'auto', visibility: 'visible' } } }}
      slotProps={{
        heading: { component: 'h3' },
        region: { id: detailsId, 'aria-labelledby': summaryId },
      }}
    >
      <AccordionSummary id={summaryId} aria-controls={detailsId} expandIcon={<ExpandMoreIcon />}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ display: 'grid', gap }}>{children}</AccordionDetails>
    </Accordion>
  );
}
