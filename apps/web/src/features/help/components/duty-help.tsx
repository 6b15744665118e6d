import Typography from '@mui/material/Typography';
import {
  HELP_FACTS,
  ROAD_TYPE_LABELS,
  WEIGHT_RANGE,
  formatQuantity,
} from '@transmission-spec/domain';
import type { UnitSystem } from '@transmission-spec/domain';

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
