import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { duplicateRanksMessage, MESSAGES } from '@transmission-spec/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildAdmin } from '../../../testing/builders';
import { jsonResponse, notFoundResponse, stubFetch } from '../../../testing/fetch-stub';
import type { RecordedRequest } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { buildFamily, buildLogEntry } from '../admin-test-data';

const endurant = buildFamily({ id: 1, name: 'Endurant HD', rank: 1 });
const fuller = buildFamily({ id: 2, name: 'Fuller Advantage', rank: 2, isDisabled: true });
const ultra = buildFamily({ id: 3, name: 'UltraShift Plus', rank: 3 });

function failure(status = 500) {
  return jsonResponse(
    { code: 'INTERNAL', message: 'Something went wrong. Please try again.' },
    status,
  );
}

/** The catalogue API with `families`, plus per-test answers for the other calls. */
function stubCatalogue(
  families = [endurant, fuller, ultra],
  answer: (request: RecordedRequest) => Response | undefined = () => undefined,
) {
  return stubFetch((request) => {
    const custom = answer(request);
    if (custom !== undefined) return custom;
    if (request.url === '/api/transmission/' && request.method === 'GET') {
      return jsonResponse(families);
    }
    return notFoundResponse();
  });
}

async function openList() {
  const view = await renderApp('/transmission-data', { user: buildAdmin() });
  await screen.findByRole('table', { name: 'Transmissions' });
  return view;
}

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

  it('deletes after confirmation and loads the list again', async () => {
    const user = userEvent.setup();
    let families = [endurant, fuller, ultra];
    const { requests } = stubFetch(({ url, method }) => {
      if (url === '/api/transmission/2' && method === 'DELETE') {
        families = [endurant, ultra];
        return new Response(null, { status: 204 });
      }
      if (url === '/api/transmission/') return jsonResponse(families);
      return notFoundResponse();
    });
    await openList();

    await user.click(screen.getByRole('button', { name: 'Delete Fuller Advantage' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(MESSAGES.deleteTransmissionConfirm);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Results: 2')).toBeInTheDocument();
    expect(screen.queryByText('Fuller Advantage')).not.toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });

  it('reports a failed delete and a failed toggle', async () => {
    const user = userEvent.setup();
    stubCatalogue(undefined, ({ method }) =>
      method === 'DELETE' || method === 'PATCH' ? failure() : undefined,
    );
    await openList();

    await user.click(screen.getByRole('checkbox', { name: 'Disable Endurant HD' }));
    expect(await screen.findByText(MESSAGES.adminActionFailed)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Endurant HD' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continue' }),
    );
    await waitFor(() => {
      expect(screen.getAllByText(MESSAGES.adminActionFailed).length).toBeGreaterThan(0);
    });
    expect(screen.getByText('Endurant HD')).toBeInTheDocument();
  });

  it('toggles the disabled state through PATCH and shows the new state', async () => {
    const user = userEvent.setup();
    let disabled = false;
    stubFetch(({ url, method }) => {
      if (url === '/api/transmission/1' && method === 'PATCH') {
        disabled = !disabled;
        return jsonResponse({ id: 1, isDisabled: disabled });
      }
      if (url === '/api/transmission/') {
        return jsonResponse([{ ...endurant, isDisabled: disabled }]);
      }
      return notFoundResponse();
    });
    await openList();
    await user.click(screen.getByRole('checkbox', { name: 'Disable Endurant HD' }));
    await waitFor(() => {
      expect(screen.getByRole('checkbox', { name: 'Disable Endurant HD' })).toBeChecked();
    });
  });

  it(
    'shows the current record beside the previous one with the changes marked',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      const previous = buildFamily({ name: 'Endurant', maxSupportedEngineHp: 450 });
      const current = buildFamily({ name: 'Endurant HD', maxSupportedEngineHp: 500 });
      stubCatalogue(undefined, ({ url }) =>
        url === '/api/transmission/logs/1'
          ? jsonResponse([buildLogEntry(current), buildLogEntry(previous)])
          : undefined,
      );
      await openList();

      await user.click(screen.getByRole('button', { name: 'Log of Endurant HD' }));
      const dialog = await screen.findByRole('dialog', { name: 'Transmission Log History' });
      const table = await within(dialog).findByRole('table', {
        name: 'Current and previous record',
      });
      // Rows by their first cell: role-name queries over the whole record are slow on a busy machine.
      const rowOf = (label: string) => {
        const row = [...table.querySelectorAll('tr')].find((candidate) =>
          candidate.querySelector('th')?.textContent.startsWith(label),
        );
        if (row === undefined) throw new Error(`no row ${label}`);
        return row;
      };
      const nameRow = rowOf('Name');
      expect(nameRow).toHaveAttribute('data-changed', 'true');
      expect(nameRow).toHaveTextContent(/^NameChangedEndurant HDEndurant$/);
      const hpRow = rowOf('Max engine power (HP)');
      expect(hpRow).toHaveTextContent('Max engine power (HP)Changed500450');
      expect(rowOf('Learn more URL')).not.toHaveAttribute('data-changed');
      expect(dialog).toHaveTextContent('2 values differ from the previous record');
    },
  );

  it('says when a family has no log', async () => {
    const user = userEvent.setup();
    stubCatalogue(undefined, ({ url }) =>
      url === '/api/transmission/logs/3' ? jsonResponse([]) : undefined,
    );
    await openList();
    await user.click(screen.getByRole('button', { name: 'Log of UltraShift Plus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transmission Log History' });
    expect(await within(dialog).findByText(MESSAGES.noTransmissionLogFound)).toBeInTheDocument();
  });

  it('reports a failed log fetch in a snackbar and raises the error', async () => {
    const user = userEvent.setup();
    const reportError = vi.fn();
    vi.stubGlobal('reportError', reportError);
    stubCatalogue(undefined, ({ url }) =>
      url === '/api/transmission/logs/3' ? failure() : undefined,
    );
    await openList();
    await user.click(screen.getByRole('button', { name: 'Log of UltraShift Plus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transmission Log History' });
    expect(await within(dialog).findByText(MESSAGES.adminActionFailed)).toBeInTheDocument();
    expect(screen.getAllByText(MESSAGES.adminActionFailed)).toHaveLength(2);
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError.mock.calls[0]?.[0]).toBeInstanceOf(Error);
  });

  it('downloads the user export, and reports a failure', async () => {
    const user = userEvent.setup();
    let fail = false;
    const createObjectURL = vi.fn(() => 'blob:users');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    stubCatalogue(undefined, ({ url }) => {
      if (url !== '/api/security/allusers') return undefined;
      return fail
        ? failure()
        : new Response('Email,First Name\r\n', {
            headers: {
              'Content-Type': 'text/csv',
              'Content-Disposition': 'attachment; filename="transmission-spec-users.csv"',
            },
          });
    });
    await openList();

    await user.click(screen.getByRole('button', { name: 'Get User Data' }));
    await waitFor(() => {
      expect(click).toHaveBeenCalledTimes(1);
    });
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('transmission-spec-users.csv');

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Get User Data' }));
    expect(await screen.findByText(MESSAGES.userExportFailed)).toBeInTheDocument();
    click.mockRestore();
  });
});
