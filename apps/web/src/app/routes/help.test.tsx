import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderApp } from '../../testing/render-app';

const ANCHORS = [
  'Disclaimer',
  'VehicleApplication',
  'GCW',
  'PercentGrade',
  'RoadTypes',
  'Maneuvers',
  'VehicleSpeeds',
  'PTO',
  'Engine',
  'PreferenceRanking',
  'ResultCheck',
];

const scrollIntoView = vi.fn();

/** Lets fake time pass and React apply what the timers did. */
async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('Help page', () => {
  beforeEach(() => {
    scrollIntoView.mockClear();
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has a section for every help anchor', async () => {
    await renderApp('/help');
    for (const id of ANCHORS) {
      const section = document.getElementById(id);
      expect(section, `#${id}`).not.toBeNull();
      expect(section).toHaveRole('region');
    }
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Help · Transmission Spec');
  });

  it('explains the result, the engineering check and Compare (issue 25)', async () => {
    await renderApp('/help');
    const section = screen.getByRole('region', {
      name: 'The result, the engineering check and Compare',
    });
    expect(section).toHaveTextContent(/0\.5%/);
    expect(section).toHaveTextContent(/Creep speed/);
    expect(section).toHaveTextContent(/traction and the clutch/);
    expect(section).toHaveTextContent(/Compare side by side/);
  });

  it('lists every application category with its key fact', async () => {
    await renderApp('/help');
    for (const name of [
      'Agriculture',
      'Construction',
      'Fire Service',
      'Heavy Haul',
      'Linehaul',
      'Logging',
      'Oil Field',
      'Pick-Up and Delivery',
      'Recreational',
      'Refuse',
      'Rescue',
      'Transit Coach',
    ]) {
      expect(screen.getByText(name, { selector: 'dt' })).toBeInTheDocument();
    }
    expect(screen.getByText(/within a 100 mile radius/)).toBeInTheDocument();
    expect(screen.getByText(/over 50,000 miles per year/)).toBeInTheDocument();
    expect(screen.getByText(/over 140,000 lbs GCW/)).toBeInTheDocument();
  });

  it('scrolls to the anchor and focuses its heading 200 ms after load', async () => {
    vi.useFakeTimers();
    await renderApp('/help#PTO');

    await wait(199);
    expect(scrollIntoView).not.toHaveBeenCalled();

    await wait(1);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('PTO'));
    expect(screen.getByRole('heading', { name: 'Power take-off (PTO)' })).toHaveFocus();
  });

  it('scrolls again after 200 ms when the hash changes', async () => {
    vi.useFakeTimers();
    const { router } = await renderApp('/help#PTO');
    await wait(200);
    scrollIntoView.mockClear();

    await act(() => router.navigate('/help#GCW'));
    await wait(199);
    expect(scrollIntoView).not.toHaveBeenCalled();
    await wait(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('GCW'));
  });

  it('does not scroll without a hash', async () => {
    vi.useFakeTimers();
    await renderApp('/help');
    await wait(1000);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
