import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import {
  engineeringValueText,
  engineeringVerdictText,
  type EngineeringAssumptions,
  type EngineeringFigureName,
  type EngineeringPoint,
  type UnitSystem,
} from '@transmission-spec/domain';

/** Verdicts that mean the figure is where a spec wants it; every other verdict is a caution. */
const GOOD_VERDICTS: ReadonlySet<string> = new Set([
  'inBand',
  'withinGoverned',
  'meetsSteepest',
  'meetsTarget',
  'reachesMaxSpeed',
]);

/** True when the figure's verdict is the one a spec aims for. */
export function isGoodVerdict(point: EngineeringPoint, figure: EngineeringFigureName): boolean {
  return GOOD_VERDICTS.has(point[figure].verdict);
}

/** A figure and its plain verdict; the icon only repeats what the verdict's words say. */
export function VerdictCell({
  point,
  figure,
  assumptions,
  units,
}: {
  readonly point: EngineeringPoint;
  readonly figure: EngineeringFigureName;
  readonly assumptions: EngineeringAssumptions;
  readonly units: UnitSystem;
}) {
  const good = isGoodVerdict(point, figure);
  const Icon = good ? CheckCircleOutlineIcon : ErrorOutlineIcon;
  return (
    <>
      <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
        {engineeringValueText(point, figure, units)}
      </Box>
      <Box
        component="span"
        sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start', color: 'text.secondary' }}
      >
        <Icon
          aria-hidden
          fontSize="small"
          sx={{ mt: '1px', color: good ? 'success.main' : 'warning.dark' }}
        />
        <span>{engineeringVerdictText(point, figure, assumptions, units)}</span>
      </Box>
    </>
  );
}
