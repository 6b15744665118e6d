import { screen } from '@testing-library/react';

import { buildAdmin } from '../../testing/builders';
import { jsonResponse, notFoundResponse, stubFetch } from '../../testing/fetch-stub';
import type { RecordedRequest } from '../../testing/fetch-stub';
import { renderApp } from '../../testing/render-app';
import { buildFamily } from './admin-test-data';

// What the catalogue list tests share: three families, one of them disabled.

export const endurant = buildFamily({ id: 1, name: 'Endurant HD', rank: 1 });
export const fuller = buildFamily({ id: 2, name: 'Fuller Advantage', rank: 2, isDisabled: true });
export const ultra = buildFamily({ id: 3, name: 'UltraShift Plus', rank: 3 });

export function failure(status = 500) {
  return jsonResponse(
    { code: 'INTERNAL', message: 'Something went wrong. Please try again.' },
    status,
  );
}

/** The catalogue API with `families`, plus per-test answers for the other calls. */
export function stubCatalogue(
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

export async function openList() {
  const view = await renderApp('/transmission-data', { user: buildAdmin() });
  await screen.findByRole('table', { name: 'Transmissions' });
  return view;
}
