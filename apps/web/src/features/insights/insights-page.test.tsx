import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addDays,
  APPLICATIONS,
  bands,
  CRUISE_SPEED_BAND_EDGES,
  CRUISE_SPEED_BAND_TOP,
  ENGINE_MAKES,
  GCW_BAND_EDGES,
  GCW_BAND_TOP,
  MESSAGES,
  ROAD_TYPES,
  shownCount,
  TERRAINS,
  utcDay,
  type InsightsResponse,
} from '@transmission-spec/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { downloadBlob } from '../../lib/download-blob';
import { buildAdmin } from '../../testing/builders';
import { jsonResponse, stubFetch, type RecordedRequest } from '../../testing/fetch-stub';
import { clearCookies, renderApp } from '../../testing/render-app';

vi.mock('../../lib/download-blob', () => ({ downloadBlob: vi.fn() }));

const outcomes = (t: number, n: number, e: number) => ({
  Transmission: shownCount(t).count,
  NoTransmission: shownCount(n).count,
  Error: shownCount(e).count,
  fewerThanFive: {
    Transmission: t < 5,
    NoTransmission: n < 5,
    Error: e < 5,
  },
});

/** 40 surveys on the range's last day, every other count hidden or zero. */
function insights(from: string, to: string): InsightsResponse {
  const zero = (value: string) => ({ value, ...shownCount(0) });
  return {
    from,
    to,
    surveys: {
      total: 40,
      byOutcome: outcomes(37, 3, 0),
      byDay: [{ day: to, ...shownCount(40), byOutcome: outcomes(37, 3, 0) }],
      byWeek: [{ day: to, ...shownCount(40), byOutcome: outcomes(37, 3, 0) }],
    },
    applications: APPLICATIONS.map((value) =>
      value === 'Linehaul' ? { value, ...shownCount(40) } : zero(value),
    ),
    terrains: TERRAINS.map(zero),
    roadTypes: ROAD_TYPES.map(zero),
    engineMakes: ENGINE_MAKES.map(zero),
    gcw: bands(GCW_BAND_EDGES, GCW_BAND_TOP).map((band) => ({
      ...band,
      ...shownCount(band.from === 80_000 ? 40 : 0),
    })),
    cruiseSpeed: bands(CRUISE_SPEED_BAND_EDGES, CRUISE_SPEED_BAND_TOP).map((band) => ({
      ...band,
      ...shownCount(0),
    })),
    topChoices: [{ family: '=cmd|calc', ...shownCount(37) }],
    runnerUps: [],
    noTransmissionReasons: [
      { reason: 'GCW over the limit (the family that came closest)', key: 'gcw', ...shownCount(3) },
    ],
    funnel: {
      surveys: 40,
      specsSaved: 6,
      shareLinks: null,
      fewerThanFive: { surveys: false, specsSaved: false, shareLinks: true },
    },
    units: { Imperial: 40, Metric: null, fewerThanFive: { Imperial: false, Metric: true } },
  };
}

/** jsdom's Blob has no text(); FileReader reads its bytes, the byte order mark kept. */
function blobText(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!blob) {
      reject(new Error('nothing was downloaded'));
      return;
    }
    const reader = new FileReader();
    reader.onload = () => {
      resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    };
    reader.onerror = () => {
      reject(new Error('could not read the download'));
    };
    reader.readAsArrayBuffer(blob);
  });
}

let requests: RecordedRequest[];
beforeEach(() => {
  clearCookies();
  ({ requests } = stubFetch((request) => {
    const url = new URL(request.url, 'http://localhost');
    return jsonResponse(
      insights(url.searchParams.get('from') ?? '', url.searchParams.get('to') ?? ''),
    );
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(downloadBlob).mockReset();
});

const insightsCalls = () =>
  requests.filter((request) => request.url.startsWith('/api/insights')).map((r) => r.url);

describe('Insights page', () => {
  it('asks for the last 30 days and shows every table with counts under 5 hidden', async () => {
    const user = userEvent.setup();
    document.cookie = 'units=Metric; path=/';
    await renderApp('/insights', { user: buildAdmin() });
    const today = utcDay(new Date());
    expect(
      await screen.findByRole('heading', {
        name: `40 surveys from ${addDays(today, -29)} to ${today}`,
      }),
    ).toBeInTheDocument();
    expect(insightsCalls()).toEqual([`/api/insights?from=${addDays(today, -29)}&to=${today}`]);
    const tabs = within(screen.getByRole('navigation', { name: 'Administration' }));
    expect(tabs.getByRole('link', { name: 'Insights' })).toHaveAttribute('aria-current', 'page');
    expect(tabs.getByRole('link', { name: 'Catalogue' })).toHaveAttribute(
      'href',
      '/transmission-data',
    );

    const funnel = screen.getByRole('region', { name: /From survey to shared spec/ });
    await user.click(within(funnel).getByRole('button', { name: 'Show the numbers as a table' }));
    const table = within(funnel).getByRole('table');
    expect(within(table).getByRole('row', { name: 'Specs saved 6' })).toBeInTheDocument();
    expect(
      within(table).getByRole('row', {
        name: `Share links made ${MESSAGES.insightsFewerThanFive}`,
      }),
    ).toBeInTheDocument();

    // GCW bands in the visitor's units.
    const gcw = screen.getByRole('region', { name: /Gross combined weight/ });
    await user.click(within(gcw).getByRole('button', { name: 'Show the numbers as a table' }));
    expect(within(gcw).getByRole('rowheader', { name: '36,287–45,359 kg' })).toBeInTheDocument();
  });

  it('asks again when the range changes, and checks a custom range before asking', async () => {
    const user = userEvent.setup();
    await renderApp('/insights', { user: buildAdmin() });
    await screen.findByRole('heading', { name: /^40 surveys/ });
    const today = utcDay(new Date());
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => {
      expect(insightsCalls()).toContain(`/api/insights?from=${addDays(today, -6)}&to=${today}`);
    });

    await user.click(screen.getByRole('button', { name: 'Custom' }));
    const from = screen.getByLabelText('From (UTC day)');
    const to = screen.getByLabelText('To (UTC day)');
    await user.clear(from);
    await user.type(from, '2026-03-10');
    await user.clear(to);
    await user.type(to, '2026-03-01');
    const before = insightsCalls().length;
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText(MESSAGES.insightsRangeReversed)).toBeInTheDocument();
    expect(insightsCalls()).toHaveLength(before);

    await user.clear(to);
    await user.type(to, '2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(
      await screen.findByRole('heading', { name: '40 surveys from 2026-03-10 to 2026-03-31' }),
    ).toBeInTheDocument();
  });

  it('downloads a table as formula-safe CSV', async () => {
    const user = userEvent.setup();
    await renderApp('/insights', { user: buildAdmin() });
    await screen.findByRole('heading', { name: /^40 surveys/ });
    await user.click(screen.getByRole('button', { name: 'Download Top choices as CSV' }));
    const [blob, fileName] = vi.mocked(downloadBlob).mock.calls[0] ?? [];
    expect(fileName).toMatch(/^insights-top-choices-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await blobText(blob)).toBe('\uFEFFFamily,Surveys\r\n"\'=cmd|calc",37\r\n');
  });

  it('is Access Denied to a TransmissionUser', async () => {
    await renderApp('/insights', {
      user: buildAdmin({ privileges: { roles: ['TransmissionUser'], operations: [] } }),
    });
    expect(
      await screen.findByRole('heading', { name: MESSAGES.accessDeniedTitle }),
    ).toBeInTheDocument();
    expect(insightsCalls()).toEqual([]);
  });
});
