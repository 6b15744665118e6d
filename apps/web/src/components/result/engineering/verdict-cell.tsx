import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import {
  engineeringFigureAt,
  engineeringValueText,
  engineeringVerdictText,
  type EngineeringAssumptions,
  type EngineeringPoint,
  type EngineeringRowName,
  type UnitSystem,
} from '@transmission-spec/domain';

/** Verdicts that mean the figure is where a spec wants it; every other verdict is a caution. */
const GOOD_VERDICTS: ReadonlySet<string> = new Set([
  'inBand',
  'withinGoverned',
  'meetsSteepest',
  'meetsTarget',
  'reachesMaxSpeed',
  'atCreepSpeed',
]);

/** Rows whose speed or rpm only holds if top gear can pull the load to it (issue 25). */
const NEEDS_PULL: ReadonlySet<EngineeringRowName> = new Set([
  'cruiseRpm',
  'maxSpeedRpm',
  'speedAtGovernedRpm',
]);

/**
 * True when the figure's verdict is the one a spec aims for; never where top gear cannot hold the
 * cruise speed at full weight and the row's speed depends on it, so no tick contradicts that.
 */
export function isGoodVerdict(point: EngineeringPoint, figure: EngineeringRowName): boolean {
  if (point.gradeability.verdict === 'cannotHold' && NEEDS_PULL.has(figure)) return false;
  const verdict = engineeringFigureAt(point, figure)?.verdict;
  return verdict !== undefined && GOOD_VERDICTS.has(verdict);
}

/** A figure and its plain verdict; the icon only repeats what the verdict's words say. */
export function VerdictCell({
  point,
  figure,
  assumptions,
  units,
}: {
  readonly point: EngineeringPoint;
  readonly figure: EngineeringRowName;
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
