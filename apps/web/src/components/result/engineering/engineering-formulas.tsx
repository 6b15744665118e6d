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

import { DetailsAccordion } from '../details-accordion';

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
  return (
    <DetailsAccordion title={RESULT_DETAIL_LABELS.howWorkedOut} gap={2}>
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
    </DetailsAccordion>
  );
}
