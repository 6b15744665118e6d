import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { duplicateRanksMessage, MESSAGES } from '@transmission-spec/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildAdmin } from '../../../testing/builders';
import { stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { failure, openList, stubCatalogue } from '../transmission-list-testing';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('transmission list', () => {
  it('shows every family with its actions, disable box, id, name and rank, and the count', async () => {
    stubCatalogue();
    await openList();

    const rows = within(screen.getByRole('table', { name: 'Transmissions' })).getAllByRole('row');
    expect(rows).toHaveLength(4);
    const [header, , disabledRow] = rows;
    if (header === undefined || disabledRow === undefined) throw new Error('rows missing');
    expect(
      within(header)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Actions', 'Disable', 'Id', 'Name', 'Ranking']);
    expect(screen.getByRole('link', { name: 'Edit Endurant HD' })).toHaveAttribute(
      'href',
      '/transmission-data/edit/1',
    );
    expect(screen.getByRole('checkbox', { name: 'Disable Fuller Advantage' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Disable Endurant HD' })).not.toBeChecked();
    expect(disabledRow).toHaveAttribute('data-disabled', 'true');
    expect(within(disabledRow).getByText('(disabled)')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Rank of UltraShift Plus' })).toHaveValue('3');
    expect(
      within(screen.getByRole('combobox', { name: 'Rank of UltraShift Plus' })).getAllByRole(
        'option',
      ),
    ).toHaveLength(3);
    // An outlined MUI field like the admin form's selects, not a bare underlined native one.
    expect(
      screen
        .getByRole('combobox', { name: 'Rank of UltraShift Plus' })
        .closest('.MuiOutlinedInput-root'),
    ).not.toBeNull();
    expect(screen.getByText('Results: 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add transmission' })).toHaveAttribute(
      'href',
      '/transmission-data/add',
    );
    expect(screen.getByRole('button', { name: 'Set Rank' })).toBeDisabled();
  });

  it('offers to add the first transmission when the catalogue is empty', async () => {
    stubCatalogue([]);
    await renderApp('/transmission-data', { user: buildAdmin() });
    expect(await screen.findByText(MESSAGES.noTransmissionsFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New Transmission' })).toHaveAttribute(
      'href',
      '/transmission-data/add',
    );
  });

  it("shows the 'Oops!' error page when the list cannot load", async () => {
    // React and the router log the error they caught; the page is what matters here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(() => failure());
    await renderApp('/transmission-data', { user: buildAdmin() });
    expect(
      await screen.findByRole('heading', { level: 1, name: MESSAGES.errorPageTitle }),
    ).toBeInTheDocument();
  });

  it('asks about shared ranks, then sends every rank and confirms', async () => {
    const user = userEvent.setup();
    const { requests } = stubCatalogue(undefined, ({ url, method }) =>
      url === '/api/transmission/UpdateList' && method === 'PUT'
        ? new Response(null, { status: 204 })
        : undefined,
    );
    await openList();

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Rank of UltraShift Plus' }),
      '1',
    );
    await user.click(screen.getByRole('button', { name: 'Set Rank' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(duplicateRanksMessage(['Endurant HD', 'UltraShift Plus']));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText(MESSAGES.ranksUpdated)).toBeInTheDocument();
    const sent = requests.find((request) => request.url === '/api/transmission/UpdateList');
    expect(sent?.body).toEqual([
      { Id: 1, Rank: 1 },
      { Id: 2, Rank: 2 },
      { Id: 3, Rank: 1 },
    ]);
  });

  it('asks the plain question when every rank differs, and Cancel sends nothing', async () => {
    const user = userEvent.setup();
    const { requests } = stubCatalogue();
    await openList();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rank of Endurant HD' }), '3');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Rank of UltraShift Plus' }),
      '1',
    );
    await user.click(screen.getByRole('button', { name: 'Set Rank' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(MESSAGES.updateRanksConfirm);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(requests.some((request) => request.url.includes('UpdateList'))).toBe(false);
  });

  it('reports a failed rank update', async () => {
    const user = userEvent.setup();
    stubCatalogue(undefined, ({ url }) => (url.includes('UpdateList') ? failure() : undefined));
    await openList();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rank of Endurant HD' }), '2');
    await user.click(screen.getByRole('button', { name: 'Set Rank' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continue' }),
    );
    expect(await screen.findByText(MESSAGES.adminActionFailed)).toBeInTheDocument();
  });
});
