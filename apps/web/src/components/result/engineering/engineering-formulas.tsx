import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  ENGINEERING_FIGURE_LABELS,
  RESULT_DETAIL_LABELS,
  engineeringAssumptionTexts,
  engineeringFormulaText,
  type EngineeringAssumptions,
  type EngineeringRowName,
  type UnitSystem,
} from '@transmission-spec/domain';
import { useId } from 'react';

/**
 * The formulas and assumptions behind the table, a click away (an accordion region), in the
 * visitor's units (issue 25).
 */
export function EngineeringFormulas({
  assumptions,
  rows,
  units,
}: {
  readonly assumptions: EngineeringAssumptions;
  readonly rows: readonly EngineeringRowName[];
  readonly units: UnitSystem;
}) {
  const creeping = rows.includes('creepSpeed');
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
          {RESULT_DETAIL_LABELS.howWorkedOut}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ display: 'grid', gap: 2 }}>
        <div>
          <Typography variant="h4" component="h4" sx={{ fontSize: '1rem', mb: 1 }}>
            {RESULT_DETAIL_LABELS.formulas}
          </Typography>
          <Box component="dl" sx={{ m: 0, '& dd': { m: 0, mb: 1, fontFamily: 'monospace' } }}>
            {rows.map((figure) => (
              <Box key={figure} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                  {ENGINEERING_FIGURE_LABELS[figure]}
                </Typography>
                <Typography component="dd" variant="body2">
                  {engineeringFormulaText(figure, assumptions, units)}
                </Typography>
              </Box>
            ))}
          </Box>
        </div>
        <div>
          <Typography variant="h4" component="h4" sx={{ fontSize: '1rem', mb: 1 }}>
            {RESULT_DETAIL_LABELS.assumptions}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {engineeringAssumptionTexts(assumptions, units, { creeping }).map((text) => (
              <Typography key={text} component="li" variant="body2">
                {text}
              </Typography>
            ))}
          </Box>
        </div>
      </AccordionDetails>
    </Accordion>
  );
}
