import type { AxleRatioThresholds, DutyClass } from '@transmission-spec/domain';

/**
 * The axle ratio a result shows (RECOMMENDATION.md section 3): the chosen family's threshold range for
 * the duty class. The admin enters ratios to 0.1, so one decimal is exactly what was entered.
 */

/** The bottom and top of a family's axle ratio range for one duty class. */
export function axleRatioBounds(
  thresholds: AxleRatioThresholds,
  dutyClass: DutyClass,
): { readonly bottom: number; readonly top: number } {
  switch (dutyClass) {
    case 'default':
      return { bottom: thresholds.defaultBottom, top: thresholds.defaultTop };
    case 'medium':
      return { bottom: thresholds.mediumBottom, top: thresholds.mediumTop };
    case 'high':
      return { bottom: thresholds.highBottom, top: thresholds.highTop };
    case 'extreme':
      return { bottom: thresholds.extremeBottom, top: thresholds.extremeTop };
  }
}

/** The range as the result shows it, one decimal each: "3.4 - 3.9". */
export function formatAxleRatio(thresholds: AxleRatioThresholds, dutyClass: DutyClass): string {
  const { bottom, top } = axleRatioBounds(thresholds, dutyClass);
  return `${bottom.toFixed(1)} - ${top.toFixed(1)}`;
}
