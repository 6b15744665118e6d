import { METRES_PER_MILE, MS_PER_MPH, TRACE_POINTS } from './constants.js';
import type { DutyCycleTracePoint } from './types.js';

/**
 * The trace for charts, downsampled as the loop runs: one point at the start, then the first step
 * past each of TRACE_POINTS - 2 evenly spaced marks along the route, then the end, so a trace never
 * holds more than TRACE_POINTS (300) points whatever the route's length, and the loop allocates
 * nothing per step (the points live in preallocated typed arrays until the end).
 */
export class TraceRecorder {
  private readonly spacingM: number;
  private nextMarkM: number;
  private count = 0;
  private readonly distance = new Float64Array(TRACE_POINTS);
  private readonly elevation = new Float64Array(TRACE_POINTS);
  private readonly speed = new Float64Array(TRACE_POINTS);
  private readonly gear = new Float64Array(TRACE_POINTS);
  private readonly rpm = new Float64Array(TRACE_POINTS);

  constructor(totalM: number) {
    this.spacingM = totalM / (TRACE_POINTS - 1);
    this.nextMarkM = this.spacingM;
  }

  /** Stores a point unconditionally (start and end). */
  record(distanceM: number, elevationM: number, speedMs: number, gear: number, rpm: number): void {
    if (this.count >= TRACE_POINTS) return;
    const at = this.count;
    this.distance[at] = distanceM;
    this.elevation[at] = elevationM;
    this.speed[at] = speedMs;
    this.gear[at] = gear;
    this.rpm[at] = rpm;
    this.count += 1;
  }

  /** Stores the point if it is past the next mark (keeping one place for the end). */
  offer(distanceM: number, elevationM: number, speedMs: number, gear: number, rpm: number): void {
    if (distanceM < this.nextMarkM || this.count >= TRACE_POINTS - 1) return;
    this.record(distanceM, elevationM, speedMs, gear, rpm);
    while (this.nextMarkM <= distanceM) this.nextMarkM += this.spacingM;
  }

  /** The last point (the end of the trip, or where the truck stalled). */
  finish(distanceM: number, elevationM: number, speedMs: number, gear: number, rpm: number): void {
    if (this.count > 1 && (this.distance[this.count - 1] ?? 0) >= distanceM - 1e-6) {
      this.count -= 1;
    }
    this.record(distanceM, elevationM, speedMs, gear, rpm);
  }

  points(feetPerMetre: number): DutyCycleTracePoint[] {
    const points: DutyCycleTracePoint[] = [];
    for (let at = 0; at < this.count; at += 1) {
      points.push({
        distanceMiles: (this.distance[at] ?? 0) / METRES_PER_MILE,
        elevationFt: (this.elevation[at] ?? 0) * feetPerMetre,
        speedMph: (this.speed[at] ?? 0) / MS_PER_MPH,
        gear: this.gear[at] ?? 0,
        rpm: this.rpm[at] ?? 0,
      });
    }
    return points;
  }
}
