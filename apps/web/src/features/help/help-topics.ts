/** Help anchors (SPEC section 2); survey questions link to /help#<id>, so ids never change. */
export const HELP_TOPICS = [
  { id: 'Disclaimer', title: 'Disclaimer' },
  { id: 'VehicleApplication', title: 'Vehicle application' },
  { id: 'GCW', title: 'Gross combined weight (GCW)' },
  { id: 'PercentGrade', title: 'Percent grade' },
  { id: 'RoadTypes', title: 'Road types' },
  { id: 'VehicleSpeeds', title: 'Vehicle speeds' },
  { id: 'PTO', title: 'Power take-off (PTO)' },
] as const;

export type HelpTopicId = (typeof HELP_TOPICS)[number]['id'];

export function helpTopicTitle(id: HelpTopicId): string {
  return HELP_TOPICS.find((topic) => topic.id === id)?.title ?? id;
}

/** Id of a topic's heading, which receives focus when the page jumps to the topic. */
export function helpHeadingId(id: string): string {
  return `${id}-heading`;
}
