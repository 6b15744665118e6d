import { METRES_PER_MILE, MS_PER_MPH, TRACE_POINTS } from './constants.js';
import type { DutyCycleTracePoint } from './types.js';

/**
 * The trace for charts, downsampled as the loop runs: the start, then one point for each of
 * TRACE_POINTS - 2 equal stretches of the route (the slowest step in it, so stops and slow climbs
 * show at any length), then the end. A trace never holds more than TRACE_POINTS (300) points
 * whatever the route's length, and the loop allocates nothing per step (points live in
 * preallocated typed arrays until the end).
 */
export class TraceRecorder {
  private readonly spacingM: number;
  private bucketEndM: number;
  private count = 0;
  private readonly distance = new Float64Array(TRACE_POINTS);
  private readonly elevation = new Float64Array(TRACE_POINTS);
  private readonly speed = new Float64Array(TRACE_POINTS);
  private readonly gear = new Float64Array(TRACE_POINTS);
  private readonly rpm = new Float64Array(TRACE_POINTS);
  private held = false;
  private heldDistance = 0;
  private heldElevation = 0;
  private heldSpeed = 0;
  private heldGear = 0;
  private heldRpm = 0;

  constructor(totalM: number) {
    this.spacingM = totalM / (TRACE_POINTS - 2);
    this.bucketEndM = this.spacingM;
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

  /** A step's end: kept if it is the slowest of its stretch so far. */
  offer(distanceM: number, elevationM: number, speedMs: number, gear: number, rpm: number): void {
    if (distanceM >= this.bucketEndM) {
      this.commit();
      while (this.bucketEndM <= distanceM) this.bucketEndM += this.spacingM;
    }
    if (this.held && speedMs >= this.heldSpeed) return;
    this.held = true;
    this.heldDistance = distanceM;
    this.heldElevation = elevationM;
    this.heldSpeed = speedMs;
    this.heldGear = gear;
    this.heldRpm = rpm;
  }

  /** The last point (the end of the trip, or where the truck stalled). */
  finish(distanceM: number, elevationM: number, speedMs: number, gear: number, rpm: number): void {
    this.commit();
    if (this.count > 1 && (this.distance[this.count - 1] ?? 0) >= distanceM - 1e-6) {
      this.count -= 1;
    }
    this.record(distanceM, elevationM, speedMs, gear, rpm);
  }

  private commit(): void {
    if (!this.held) return;
    this.held = false;
    // One place stays free for the end.
    if (this.count >= TRACE_POINTS - 1) return;
    this.record(this.heldDistance, this.heldElevation, this.heldSpeed, this.heldGear, this.heldRpm);
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
