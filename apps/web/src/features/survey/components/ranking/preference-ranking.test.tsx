import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PerformanceGoal } from '@transmission-spec/domain';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { PreferenceRanking } from './preference-ranking';

function Harness({ initial = [] }: { readonly initial?: PerformanceGoal[] }) {
  const [ranked, setRanked] = useState<readonly PerformanceGoal[]>(initial);
  return <PreferenceRanking value={ranked} onChange={setRanked} />;
}

function list(name: string) {
  return within(screen.getByRole('list', { name }));
}

/** The ranked goals in order, as their drag handles name them. */
function rankedNames(): string[] {
  return list('Your ranking')
    .queryAllByRole('button', { name: /^Drag / })
    .map((handle) => handle.getAttribute('aria-label')?.replace('Drag ', '') ?? '');
}

describe('Preference ranking', () => {
  it('ranks every goal with the buttons and then says Great job!', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(list('Goals to rank').getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByText('Great job!')).not.toBeInTheDocument();

    for (const goal of ['Price', 'Fuel economy', 'Trip time', 'Acceleration']) {
      await user.click(screen.getByRole('button', { name: `Add to ranking: ${goal}` }));
    }
    expect(screen.queryByText('Great job!')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to ranking: Low-speed maneuvers' }));

    expect(screen.getByText('Great job!')).toBeInTheDocument();
    expect(list('Goals to rank').queryAllByRole('listitem')).toHaveLength(0);
    expect(rankedNames()).toEqual([
      'Price',
      'Fuel economy',
      'Trip time',
      'Acceleration',
      'Low-speed maneuvers',
    ]);
    expect(list('Your ranking').getAllByRole('listitem')[0]).toHaveTextContent('Rank 1: Price');
  });

  it('moves goals up and down and keeps focus on the moved goal', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['price', 'fuelEconomy', 'tripTime']} />);

    expect(screen.getByRole('button', { name: 'Move Price up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Trip time down' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move Trip time up' }));
    expect(rankedNames()).toEqual(['Price', 'Trip time', 'Fuel economy']);
    expect(screen.getByRole('button', { name: 'Move Trip time up' })).toHaveFocus();
    const announcement = screen.getByText('Trip time is now ranked 2 of 5.');
    expect(announcement).toHaveAttribute('role', 'status');

    await user.click(screen.getByRole('button', { name: 'Move Trip time up' }));
    expect(rankedNames()[0]).toBe('Trip time');
    // At the top, "up" is disabled, so focus moves to "down".
    expect(screen.getByRole('button', { name: 'Move Trip time down' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Move Price down' }));
    expect(rankedNames()).toEqual(['Trip time', 'Fuel economy', 'Price']);
  });

  it('returns a removed goal to the options', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        initial={['price', 'fuelEconomy', 'tripTime', 'acceleration', 'lowSpeedManeuvers']}
      />,
    );
    expect(screen.getByText('Great job!')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Fuel economy from ranking' }));
    expect(screen.queryByText('Great job!')).not.toBeInTheDocument();
    expect(rankedNames()).toHaveLength(4);
    expect(rankedNames()[1]).toBe('Trip time');
    const add = screen.getByRole('button', { name: 'Add to ranking: Fuel economy' });
    expect(add).toHaveFocus();
  });

  it('gives every goal a drag handle that explains how to drag with the keyboard', () => {
    render(<Harness initial={['price']} />);
    const handle = screen.getByRole('button', { name: 'Drag Price' });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
    expect(handle).toHaveAccessibleDescription(/press space or enter/);
    expect(screen.getByRole('button', { name: 'Drag Acceleration' })).toBeInTheDocument();
  });
});
