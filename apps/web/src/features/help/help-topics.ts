/**
 * Help anchors in survey order (SPEC section 2 names the first seven; Maneuvers, Engine and
 * PreferenceRanking give the other question blocks theirs), then the result (issue 25: the result,
 * its engineering check and Compare link to ResultCheck); pages link to /help#<id>, so ids never
 * change.
 */
export const HELP_TOPICS = [
  { id: 'Disclaimer', title: 'Disclaimer' },
  { id: 'VehicleApplication', title: 'Vehicle application' },
  { id: 'GCW', title: 'Gross combined weight (GCW)' },
  { id: 'PercentGrade', title: 'Percent grade' },
  { id: 'RoadTypes', title: 'Road types' },
  { id: 'Maneuvers', title: 'Maneuvers' },
  { id: 'VehicleSpeeds', title: 'Vehicle speeds' },
  { id: 'PTO', title: 'Power take-off (PTO)' },
  { id: 'Engine', title: 'Engine' },
  { id: 'PreferenceRanking', title: 'Goals of the vehicle' },
  { id: 'ResultCheck', title: 'The result, the engineering check and Compare' },
] as const;

export type HelpTopicId = (typeof HELP_TOPICS)[number]['id'];

export function helpTopicTitle(id: HelpTopicId): string {
  return HELP_TOPICS.find((topic) => topic.id === id)?.title ?? id;
}

/** Id of a topic's heading, which receives focus when the page jumps to the topic. */
export function helpHeadingId(id: string): string {
  return `${id}-heading`;
}
