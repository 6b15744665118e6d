/** A linehaul tractor (golden case 1 of docs/recommendation.md): the survey's most common answers. */
export const LINEHAUL_ANSWERS = {
  application: 'Linehaul',
  maxWeight: 80_000,
  terrain: ['Flat', 'HillyRolling'],
  maneuvers: [],
  roadTypes: ['Paved'],
  cruiseSpeed: 65,
  maxSpeed: 70,
  pto: 'NoPTO',
  engineMake: 'CumminsDiesel',
  engineHp: 450,
  engineTorque: 1650,
  preferenceRanking: {
    acceleration: 3,
    fuelEconomy: 1,
    lowSpeedManeuvers: 5,
    price: 2,
    tripTime: 4,
  },
};
