import { goldenAnswers } from '@transmission-spec/domain/testing';
import { describe, expect, it } from 'vitest';

import { buildDetails } from '../../testing/survey-builders';
import { workerEstimator } from './duty-cycle-client';
import { estimateDutyCycle, type DutyCycleRequest } from './estimate';
import { FakeDutyCycleWorker } from './fake-duty-cycle-worker';
import { warmUpDutyCycle } from './warm-up';

const REQUEST: DutyCycleRequest = {
  answers: goldenAnswers('linehaul'),
  families: [{ name: 'Endurant HD', details: buildDetails() }],
  revsPerMile: 511,
};

describe('The duty-cycle worker protocol', () => {
  it('posts each request with its own id and resolves each with its own answer', async () => {
    const workers: FakeDutyCycleWorker[] = [];
    const estimate = workerEstimator(() => {
      const worker = new FakeDutyCycleWorker();
      workers.push(worker);
      return worker;
    });
    const first = estimate(REQUEST);
    const second = estimate({ ...REQUEST, revsPerMile: 480 });
    expect(workers).toHaveLength(1);
    const [worker] = workers;
    if (worker === undefined) throw new Error('a worker was started');
    expect(worker.messages.map((message) => message.request.revsPerMile)).toEqual([511, 480]);
    const [one, two] = worker.messages;
    if (one === undefined || two === undefined) throw new Error('two messages were posted');
    // Answered out of order: each promise still gets its own.
    worker.reply({ kind: 'done', id: two.id, estimate: estimateDutyCycle(two.request) });
    worker.reply({ kind: 'done', id: one.id, estimate: estimateDutyCycle(one.request) });
    const [a, b] = await Promise.all([first, second]);
    expect(a.families[0]).not.toEqual(b.families[0]);
    expect(worker.terminated).toBe(false);
  });

  it('fails a request the worker could not work out, and keeps the worker', async () => {
    const worker = new FakeDutyCycleWorker();
    const estimate = workerEstimator(() => worker);
    const asked = estimate(REQUEST);
    worker.reply({ kind: 'failed', id: worker.messages[0]?.id ?? 0 });
    await expect(asked).rejects.toThrow();
    expect(worker.terminated).toBe(false);
  });

  it('fails what a dead worker held and starts a new one for the next request', async () => {
    const workers: FakeDutyCycleWorker[] = [];
    const estimate = workerEstimator(() => {
      const worker = new FakeDutyCycleWorker();
      workers.push(worker);
      return worker;
    });
    const asked = estimate(REQUEST);
    workers[0]?.fail();
    await expect(asked).rejects.toThrow();
    expect(workers[0]?.terminated).toBe(true);
    void estimate(REQUEST).catch(() => undefined);
    expect(workers).toHaveLength(2);
  });

  it('fails when the browser cannot start a worker', async () => {
    const estimate = workerEstimator(() => {
      throw new ReferenceError('Worker is not defined');
    });
    await expect(estimate(REQUEST)).rejects.toThrow('Worker is not defined');
  });
});

describe('estimateDutyCycle', () => {
  it('simulates every ratio of the range and orders one that passes the gearing check', () => {
    const estimate = estimateDutyCycle(REQUEST);
    expect(estimate.summary.lengthMiles).toBeGreaterThan(0);
    const family = estimate.families[0];
    if (family?.kind !== 'figures') throw new Error('the family has gear ratios');
    expect(family.ratios.map((ratio) => ratio.axleRatio)).toEqual([
      2.5, 2.53, 2.64, 2.7, 2.79, 2.9,
    ]);
    expect(family.ratios.map((ratio) => ratio.axleRatio)).toContain(family.chosenAxleRatio);
    const chosen = family.ratios.find((ratio) => ratio.axleRatio === family.chosenAxleRatio);
    expect(chosen?.passesGearingTier).toBe(true);
    expect(family.chosen.mpg).toBe(chosen?.mpg);
    expect(family.rule).toMatch(/^The axle ratio to order is/);
  });

  it('says so for a family without gear ratios', () => {
    const estimate = estimateDutyCycle({
      ...REQUEST,
      families: [{ name: 'Old', details: buildDetails({ gearRatios: null }) }],
    });
    expect(estimate.families[0]).toEqual({ kind: 'noGearRatios', name: 'Old' });
  });
});

describe('Warming the duty-cycle worker', () => {
  it('starts the worker once and warms it once, and the first request goes to that worker', () => {
    const workers: FakeDutyCycleWorker[] = [];
    const estimate = workerEstimator(() => {
      const worker = new FakeDutyCycleWorker();
      workers.push(worker);
      return worker;
    });
    estimate.warm();
    estimate.warm();
    expect(workers).toHaveLength(1);
    expect(workers[0]?.warmed).toBe(1);
    void estimate(REQUEST).catch(() => undefined);
    expect(workers).toHaveLength(1);
    expect(workers[0]?.messages).toHaveLength(1);
  });

  it('is quiet where no worker can start', () => {
    const estimate = workerEstimator(() => {
      throw new ReferenceError('Worker is not defined');
    });
    expect(() => {
      estimate.warm();
    }).not.toThrow();
  });

  it('runs the warm-up simulation without throwing', () => {
    expect(() => {
      warmUpDutyCycle();
    }).not.toThrow();
  });
});
