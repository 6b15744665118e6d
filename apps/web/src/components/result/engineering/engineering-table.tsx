import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  AXLE_POSITION_LABELS,
  ENGINEERING_FIGURE_LABELS,
  axleRatioText,
  engineeringMeaningText,
  engineeringRows,
  type EngineeringAssumptions,
  type EngineeringCheck,
  type EngineeringPoint,
  type EngineeringRowName,
  type UnitSystem,
} from '@transmission-spec/domain';

import { VerdictCell } from './verdict-cell';

type Figures = Extract<EngineeringCheck, { kind: 'figures' }>;

const tableSx = {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '0.9375rem',
  '& caption': { captionSide: 'top', textAlign: 'left', pb: 1, color: 'text.secondary' },
  '& th, & td': {
    textAlign: 'left',
    verticalAlign: 'top',
    p: 1.25,
    borderBottom: '1px solid',
    borderColor: 'divider',
  },
  '& thead th': { fontWeight: 700, bgcolor: '#f4f6f9' },
  '& tbody th': { fontWeight: 600, width: { xs: '40%', md: '30%' } },
  '@media print': { fontSize: '0.8125rem', '& th, & td': { p: 0.75 } },
} as const;

/** A row's heading: the figure's name, and under it what the figure means for this truck. */
function RowHeading({
  row,
  assumptions,
  units,
}: {
  readonly row: EngineeringRowName;
  readonly assumptions: EngineeringAssumptions;
  readonly units: UnitSystem;
}) {
  return (
    <th scope="row">
      {ENGINEERING_FIGURE_LABELS[row]}
      <Box
        component="span"
        sx={{
          display: 'block',
          mt: 0.5,
          fontWeight: 400,
          fontSize: '0.8125rem',
          color: 'text.secondary',
        }}
      >
        {engineeringMeaningText(row, assumptions, units)}
      </Box>
    </th>
  );
}

function positionHeading(point: EngineeringPoint): string {
  return `${AXLE_POSITION_LABELS[point.position]}, ${axleRatioText(point.axleRatio)}`;
}

/**
 * The figures at the low, middle and high axle ratio. Wide screens get one table (figures down,
 * axle ratios across); a phone gets one short table per axle ratio, which reads without sideways
 * scrolling.
 */
export function EngineeringTable({
  check,
  caption,
  units,
}: {
  readonly check: Figures;
  readonly caption: string;
  readonly units: UnitSystem;
}) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const { assumptions, points } = check;
  const rows = engineeringRows(points);
  if (narrow) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        {points.map((point) => (
          <Box component="table" key={point.position} sx={tableSx}>
            <caption>{`${caption}: ${positionHeading(point)}`}</caption>
            <tbody>
              {rows.map((figure) => (
                <tr key={figure}>
                  <RowHeading row={figure} assumptions={assumptions} units={units} />
                  <td>
                    <VerdictCell {...{ point, figure, assumptions, units }} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <Box component="table" sx={tableSx}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Axle ratio</th>
          {points.map((point) => (
            <th scope="col" key={point.position}>
              {positionHeading(point)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((figure) => (
          <tr key={figure}>
            <RowHeading row={figure} assumptions={assumptions} units={units} />
            {points.map((point) => (
              <td key={point.position}>
                <VerdictCell {...{ point, figure, assumptions, units }} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
