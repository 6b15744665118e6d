import { fireEvent } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { Options } from '@testing-library/user-event';
import type { TransmissionFamily, TransmissionFamilyInput } from '@transmission-spec/domain';

import { jsonResponse, notFoundResponse, stubFetch } from '../../testing/fetch-stub';
import { inputByLabel } from '../../testing/queries';
import { buildFamily } from './admin-test-data';

// What the add and edit form tests share. The form holds some eighty inputs and 650 style sheets,
// so the tests find fields by label[for] and skip user-event's pointer-events check (each check
// reads getComputedStyle up the element's ancestors, hundreds of milliseconds a call here).

/** user-event as the form tests use it: see above for why no pointer-events check. */
export function setupUser(options: Options = {}) {
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, ...options });
}

/** A stored family whose limits are all above their minimums, so a save asks nothing more. */
export const storedFamily = buildFamily({
  id: 7,
  name: 'Endurant HD',
  maxSupportedCruiseSpeed: 65,
  maxSupportedMaxSpeed: 70,
  maxSupportedEngineHp: 500,
  maxSupportedGcw: 80_000,
});

export function stubAdminApi(
  save: () => Response = () => new Response(null, { status: 204 }),
  family: TransmissionFamily = storedFamily,
) {
  return stubFetch(({ url, method }) => {
    if (url === '/api/transmission/7' && method === 'GET') return jsonResponse(family);
    if (url === '/api/transmission/7' && method === 'PUT') return save();
    if (url === '/api/transmission' && method === 'POST') return save();
    if (url === '/api/transmission/') return jsonResponse([family]);
    return notFoundResponse();
  });
}

/** The family JSON part of the multipart body of the last save. */
export function sentFamily(fetchMock: ReturnType<typeof stubFetch>['fetchMock']) {
  const call = fetchMock.mock.calls.find(([, init]) => init?.body instanceof FormData);
  const body = call?.[1]?.body as FormData | undefined;
  const text = body?.get('transmission');
  return typeof text === 'string' ? (JSON.parse(text) as TransmissionFamilyInput) : undefined;
}

/** A field by its label: label[for], since getByLabelText takes seconds over this form. */
export function field(label: string | RegExp) {
  return inputByLabel(label);
}

/** Types `text` into a field and leaves it (one change event: per-key typing is slow here). */
export function enter(label: string | RegExp, text: string) {
  const input = field(label);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
  return input;
}
