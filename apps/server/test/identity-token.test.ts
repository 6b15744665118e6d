import { expect, it } from 'vitest';
import { csrfHeaders } from './helpers/csrf.js';
import { createTestUser, signIn, TEST_PASSWORD } from './helpers/sign-in.js';
import { describeEachDatabase } from './helpers/test-app.js';

describeEachDatabase('password sign-in (POST /api/security/token)', (context) => {
  it('signs in, sets httpOnly cookies, and the current user is then authenticated', async () => {
    const app = await context.build();
    await createTestUser(app, 'ann@example.com');
    const csrf = await csrfHeaders(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/security/token',
      headers: csrf,
      payload: { user: 'Ann@Example.com', password: TEST_PASSWORD },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ email: 'ann@example.com', authenticated: true });
    const headers = await signIn(app, 'ann@example.com');
    const current = await app.inject({ method: 'GET', url: '/api/security/currentuser', headers });
    expect(current.statusCode).toBe(200);
    expect(current.json()).toEqual({
      email: 'ann@example.com',
      displayName: null,
      authenticated: true,
      units: 'Imperial',
      privileges: {
        roles: ['TransmissionUser'],
        operations: ['GetSurveyResult', 'EditSurveyResult'],
      },
    });
  });
});
