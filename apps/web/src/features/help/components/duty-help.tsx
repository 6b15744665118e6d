import Typography from '@mui/material/Typography';
import {
  HELP_FACTS,
  MANEUVERS,
  MANEUVER_LABELS,
  NO_MANEUVERS_LABEL,
  ROAD_TYPE_LABELS,
  WEIGHT_RANGE,
  formatQuantity,
} from '@transmission-spec/domain';
import type { Maneuver, UnitSystem } from '@transmission-spec/domain';

import { DefinitionList } from './definition-list';
import { HelpSection } from './help-section';

const { flatMaxGradePercent: flat, interstateMaxGradePercent: interstate } = HELP_FACTS;

export function WeightHelp({ units }: { readonly units: UnitSystem }) {
  return (
    <HelpSection id="GCW">
      <Typography variant="body1">
        Gross combined weight (GCW) is the total weight of the truck, its trailers and the load,
        including fuel, driver and equipment. Enter the heaviest weight the vehicle will run at, not
        its average, because the transmission must handle the worst case.
      </Typography>
      <Typography variant="body1">
        The survey accepts a maximum GCW from{' '}
        <strong>{formatQuantity('weight', WEIGHT_RANGE.min, units)}</strong> to{' '}
        <strong>{formatQuantity('weight', WEIGHT_RANGE.max, units)}</strong>.
      </Typography>
    </HelpSection>
  );
}

export function GradeHelp() {
  return (
    <HelpSection id="PercentGrade">
      <Typography variant="body1">
        Percent grade is how steeply the road climbs: a {interstate}% grade rises {interstate} feet
        for every 100 feet travelled. Select every kind of terrain the truck regularly drives.
      </Typography>
      <DefinitionList
        items={[
          { term: 'Flat', description: `Grades up to ${flat}%.` },
          { term: 'Hilly/Rolling', description: `Grades from ${flat}% to ${interstate}%.` },
          {
            term: 'Mountain Pass',
            description: `Long climbs and descents. ${interstate}% is the typical maximum grade on an interstate highway; tell us whether the truck drives grades of ${interstate}% or smaller occasionally, or grades of ${interstate}% or larger frequently.`,
          },
          {
            term: 'Steep Grade',
            description: `Grades of ${HELP_FACTS.steepGradePercent}% or larger, such as refuse routes and job-site ramps. The survey asks you to confirm this use case.`,
          },
        ]}
      />
    </HelpSection>
  );
}

export function RoadTypesHelp() {
  return (
    <HelpSection id="RoadTypes">
      <Typography variant="body1">
        Roads are grouped in four classes. Select all that apply: in the survey, classes A and B are{' '}
        <em>{ROAD_TYPE_LABELS.Paved}</em>, class C is <em>{ROAD_TYPE_LABELS.MaintainedGravel}</em>{' '}
        and class D is <em>{ROAD_TYPE_LABELS.OffRoad}</em>.
      </Typography>
      <DefinitionList
        columns={2}
        items={[
          { term: 'A · Highway, paved', description: 'Interstates and major highways.' },
          {
            term: 'B · Secondary, paved',
            description: 'Two-lane, urban and local paved roads.',
          },
          {
            term: 'C · Maintained gravel',
            description: 'Graded gravel or dirt roads that are kept in usable condition.',
          },
          {
            term: 'D · Off road',
            description: 'Unmaintained tracks, fields, job sites, lease roads and forest roads.',
          },
        ]}
      />
    </HelpSection>
  );
}

/** What each maneuver asks of a transmission, in the order the survey lists them. */
const MANEUVER_HELP: Record<Maneuver, string> = {
  FastInReverse:
    'Backing up at speed or over long distances, as in yard work or on job-site roads. The reverse gears and the shift into reverse take far more use than in ordinary driving.',
  Mud: 'Pulling through mud or soft ground, where the wheels slip and grip again. The driveline takes sudden shocks, so this counts as extreme duty.',
  RepeatedLaunches:
    'Starting from a stop many times a shift, often loaded or on a grade, as a dump truck does on a job site. Every launch heats the clutch and loads the lowest gears; this counts as high duty.',
  UrbanStopAndGo:
    'City driving with frequent stops and low-speed gear changes, as on delivery and collection routes. The transmission shifts far more often than on the highway; this counts as medium duty.',
  SlowCreeping:
    'Moving steadily far below walking pace for long stretches, as when paving, spreading, milling or spraying. It needs very low gearing and smooth control at a crawl, and counts as extreme duty; the survey asks you to confirm it.',
};

export function ManeuversHelp() {
  return (
    <HelpSection id="Maneuvers">
      <Typography variant="body1">
        Select every maneuver the truck performs often, not the ones it might do once in a while. A
        transmission is recommended only if it is built for every maneuver you select. Some
        maneuvers also raise the duty that the axle ratio in the result is chosen for.
      </Typography>
      <DefinitionList
        columns={2}
        items={[
          ...MANEUVERS.map((maneuver) => ({
            term: MANEUVER_LABELS[maneuver],
            description: MANEUVER_HELP[maneuver],
          })),
          {
            term: NO_MANEUVERS_LABEL,
            description:
              'Ordinary driving with none of these. No maneuver then narrows the choice of transmission.',
          },
        ]}
      />
    </HelpSection>
  );
}
