import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@transmission-spec/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { formatSpecDateTime } from '../../../lib/spec-dates';
import { jsonResponse, notFoundResponse, stubFetch } from '../../../testing/fetch-stub';
import { buildFamily, buildLogEntry } from '../admin-test-data';
import {
  endurant,
  failure,
  fuller,
  openList,
  stubCatalogue,
  ultra,
} from '../transmission-list-testing';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('transmission list', () => {
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

  it('shows the current record beside the previous one with the changes marked', async () => {
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
    // Item 15: the record times read as the saved-spec list's, MM-dd-yyyy hh:mm AM/PM.
    expect(dialog).toHaveTextContent(formatSpecDateTime(buildLogEntry(current).timeStamp));
  });

  it('shows changed gear ratios as the new list beside the old, and none where there were none', async () => {
    const user = userEvent.setup();
    const previous = buildFamily({ gearRatios: null });
    const current = buildFamily({ gearRatios: { forward: [14.4, 1, 0.77], reverse: [12.9] } });
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
    const rows = [...table.querySelectorAll('tr[data-changed="true"]')].map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['Gear ratios: forwardChanged', '14.40, 1.00, 0.77', 'None'],
      ['Gear ratios: reverseChanged', '12.90', 'None'],
    ]);
  });

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
    // Not SPEC's deletion text: nothing was being deleted.
    expect(await within(dialog).findByText(MESSAGES.transmissionLogFailed)).toBeInTheDocument();
    expect(screen.getAllByText(MESSAGES.transmissionLogFailed)).toHaveLength(2);
    expect(screen.queryByText(MESSAGES.adminActionFailed)).not.toBeInTheDocument();
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
