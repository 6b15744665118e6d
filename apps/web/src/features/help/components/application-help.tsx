import Typography from '@mui/material/Typography';
import { APPLICATION_LABELS, HELP_FACTS, formatQuantity } from '@transmission-spec/domain';
import type { Application, UnitSystem } from '@transmission-spec/domain';

import { DefinitionList } from './definition-list';
import { HelpSection } from './help-section';

const miles = (value: number) => value.toLocaleString('en-US');

/** The help page's application categories (SPEC section 3), each with what it usually means. */
const APPLICATION_HELP: readonly {
  readonly application: Application;
  readonly describe: (units: UnitSystem) => string;
}[] = [
  {
    application: 'Agriculture',
    describe: () =>
      'Hauling grain, feed, livestock and equipment between fields, farms and elevators, often on rural and unpaved roads.',
  },
  {
    application: 'Construction',
    describe: () =>
      `Dump, mixer and equipment trucks working between job sites; transfer is on a maximum grade of ${HELP_FACTS.constructionTransferMaxGradePercent}%.`,
  },
  {
    application: 'Fire',
    describe: () =>
      'Fire apparatus that must launch quickly and often drives a pump from a power take-off.',
  },
  {
    application: 'HeavyHaul',
    describe: (units) =>
      `Oversize and overweight loads over ${formatQuantity('weight', HELP_FACTS.heavyHaulGcwLbs, units)} GCW.`,
  },
  {
    application: 'Linehaul',
    describe: () =>
      `Long-distance highway hauling, over ${miles(HELP_FACTS.linehaulMilesPerYear)} miles per year.`,
  },
  {
    application: 'Logging',
    describe: () =>
      'Hauling logs out of the forest on unpaved roads, steep grades and soft ground.',
  },
  {
    application: 'OilField',
    describe: () =>
      'Rigs, tankers and service trucks working on lease roads and off-road well sites.',
  },
  {
    application: 'PickUpAndDelivery',
    describe: () =>
      `Regional delivery within a ${miles(HELP_FACTS.pickUpAndDeliveryRadiusMiles)} mile radius, with frequent stops.`,
  },
  {
    application: 'Recreational',
    describe: () => 'Motorhomes and other recreational vehicles, mostly on highways.',
  },
  {
    application: 'Refuse',
    describe: () =>
      `Collection trucks in constant stop-and-go, on an adverse grade up to ${HELP_FACTS.refuseMaxGradePercent}%.`,
  },
  {
    application: 'Rescue',
    describe: () => 'Heavy rescue and emergency vehicles that carry equipment to a scene quickly.',
  },
  {
    application: 'Transit',
    describe: () => 'Buses and coaches carrying passengers on scheduled routes.',
  },
];

export function ApplicationHelp({ units }: { readonly units: UnitSystem }) {
  return (
    <HelpSection id="VehicleApplication">
      <Typography variant="body1">
        Choose the application that describes how the truck spends most of its working life. If it
        does several jobs, pick the most demanding one.
      </Typography>
      <DefinitionList
        columns={2}
        items={APPLICATION_HELP.map(({ application, describe }) => ({
          term: APPLICATION_LABELS[application],
          description: describe(units),
        }))}
      />
    </HelpSection>
  );
}
