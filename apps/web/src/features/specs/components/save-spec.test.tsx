import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@transmission-spec/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { buildUser } from '../../../testing/builders';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub';
import type { RecordedRequest } from '../../../testing/fetch-stub';
import { clearCookies, renderApp } from '../../../testing/render-app';
import {
  TEST_CONFIG,
  buildSurveyAnswers,
  buildSurveyResponse,
} from '../../../testing/survey-builders';
import { SURVEY_RESULT_STORAGE_KEY } from '../../survey/survey-result-storage';
import { SURVEY_RESULT_URL } from '../../survey/survey-result-url';

const answers = buildSurveyAnswers();
const response = buildSurveyResponse();

function serve(save: (request: RecordedRequest) => Response) {
  return stubFetch((request) => {
    if (request.url === '/api/surveyresult' && request.method === 'POST') return save(request);
    if (request.url.startsWith('/api/surveyresult')) return jsonResponse([]);
    return jsonResponse(TEST_CONFIG);
  });
}

describe('Saving a result', () => {
  beforeEach(() => {
    clearCookies();
    // The result this tab received, as after coming back from sign-in.
    sessionStorage.setItem(SURVEY_RESULT_STORAGE_KEY, JSON.stringify({ answers, response }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('offers neither Download PDF nor Save Spec to a signed-out visitor', async () => {
    serve(() => jsonResponse({ id: 'x' }, 201));
    await renderApp(SURVEY_RESULT_URL);

    expect(
      await screen.findByRole('article', { name: 'Top match: Endurant HD' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Spec' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();
  });

  it('offers a signed-out visitor to sign in to save, coming back to the result', async () => {
    serve(() => jsonResponse({ id: 'x' }, 201));
    await renderApp(SURVEY_RESULT_URL);

    const signIn = await screen.findByRole('link', { name: 'Sign in to save this spec' });
    // Back to this result (kept in the tab), with Save Spec to hand.
    expect(signIn).toHaveAttribute(
      'href',
      `/login?returnTo=${encodeURIComponent(`${SURVEY_RESULT_URL}#save-spec`)}`,
    );
    expect(signIn).toHaveAccessibleDescription(
      'Signed in, you can also download it as PDF. You come back to this result.',
    );
  });

  it('offers no sign-in while it is not yet known who the visitor is', async () => {
    // The current user never answers: the visitor may well be signed in.
    stubFetch((request) =>
      request.url === '/api/security/currentuser'
        ? new Promise<Response>(() => undefined)
        : jsonResponse(TEST_CONFIG),
    );
    await renderApp(SURVEY_RESULT_URL, { loadUser: true });

    expect(
      await screen.findByRole('article', { name: 'Top match: Endurant HD' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in to save this spec' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save Spec' })).toBeNull();
  });

  it('back from signing in to save, Save Spec has the focus', async () => {
    serve(() => jsonResponse({ id: 'x' }, 201));
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    await renderApp(`${SURVEY_RESULT_URL}#save-spec`, { user: buildUser() });

    const saveSpec = screen.getByRole('button', { name: 'Save Spec' });
    await waitFor(() => {
      expect(saveSpec).toHaveFocus();
    });
    expect(scrolled.mock.contexts).toContain(saveSpec);
    scrolled.mockRestore();
    expect(screen.queryByRole('link', { name: 'Sign in to save this spec' })).toBeNull();
  });

  it('brings the form into view with the name field focused; Escape or Cancel go back', async () => {
    const user = userEvent.setup();
    serve(() => jsonResponse({ id: 'x' }, 201));
    await renderApp(SURVEY_RESULT_URL, { user: buildUser() });
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');

    await user.click(screen.getByRole('button', { name: 'Save Spec' }));
    const form = screen.getByRole('form', { name: 'Save Transmission Spec' });
    const name = screen.getByRole('textbox', { name: 'Spec Name' });
    await waitFor(() => {
      expect(name).toHaveFocus();
    });
    expect(scrolled.mock.contexts).toContain(form);
    scrolled.mockRestore();
    await user.keyboard('Quarry');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form', { name: 'Save Transmission Spec' })).toBeNull();
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Save Spec' })).toHaveFocus();
    });

    // Nothing typed is lost on the way back and forth.
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('textbox', { name: 'Spec Name' })).toHaveValue('Quarry');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Save Spec' })).toHaveFocus();
    });
  });

  it('saves the kept result under a name and opens the saved spec', async () => {
    const user = userEvent.setup();
    const { requests } = serve(() => jsonResponse({ id: 'spec-42' }, 201));
    const { router } = await renderApp(SURVEY_RESULT_URL, { user: buildUser() });

    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Spec' }));
    expect(screen.getByRole('heading', { name: 'Save Transmission Spec' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Notes' })).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Spec Name' }), ' Quarry fleet ');
    await user.click(save);

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/spec/spec-42');
    });
    const body = requests.find(({ method }) => method === 'POST')?.body as Record<
      string,
      string | undefined
    >;
    expect(body).toMatchObject({ title: 'Quarry fleet', notes: '', version: '1.0' });
    expect(JSON.parse(body.result ?? '')).toEqual({
      topChoice: response.topChoice,
      runnerUp: response.runnerUp,
    });
    expect(JSON.parse(body.survey ?? '')).toEqual(answers);
  });

  it('says the save failed and keeps what was typed', async () => {
    const user = userEvent.setup();
    serve(() => jsonResponse({ code: 'INTERNAL', message: 'boom' }, 500));
    const { router } = await renderApp(SURVEY_RESULT_URL, { user: buildUser() });

    await user.click(screen.getByRole('button', { name: 'Save Spec' }));
    const name = screen.getByRole('textbox', { name: 'Spec Name' });
    await user.type(name, 'Quarry fleet');
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.specSaveFailed);
    // Brought into view and focused: it sits above the fields, maybe out of sight.
    await waitFor(() => {
      expect(alert).toHaveFocus();
    });
    expect(scrolled.mock.contexts).toContain(alert);
    scrolled.mockRestore();
    expect(name).toHaveValue('Quarry fleet');
    expect(router.state.location.pathname).toBe('/survey');
  });

  it('says so when the user already keeps as many specs as allowed', async () => {
    const user = userEvent.setup();
    serve(() =>
      jsonResponse({ code: 'SPEC_LIMIT_REACHED', message: MESSAGES.specLimitReached }, 409),
    );
    await renderApp(SURVEY_RESULT_URL, { user: buildUser() });

    await user.click(screen.getByRole('button', { name: 'Save Spec' }));
    await user.type(screen.getByRole('textbox', { name: 'Spec Name' }), 'One too many');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(MESSAGES.specLimitReached)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.specSaveFailed)).not.toBeInTheDocument();
  });

  it('says so when the save would pass the account’s storage quota', async () => {
    const user = userEvent.setup();
    serve(() =>
      jsonResponse({ code: 'SPEC_STORAGE_FULL', message: MESSAGES.specStorageFull }, 409),
    );
    await renderApp(SURVEY_RESULT_URL, { user: buildUser() });

    await user.click(screen.getByRole('button', { name: 'Save Spec' }));
    await user.type(screen.getByRole('textbox', { name: 'Spec Name' }), 'Too big');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(MESSAGES.specStorageFull)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.specSaveFailed)).not.toBeInTheDocument();
  });
});
