import { expect, it } from 'vitest';
import { describeEachDatabase } from './helpers/test-app.js';

describeEachDatabase('public configuration', (context) => {
  it('tells the web app where the portfolio and representatives are, and the service phone', async () => {
    const app = await context.build({
      PORTFOLIO_URL: 'https://portfolio.example.com/transmissions',
      FIND_REPRESENTATIVE_URL: 'https://example.com/find-a-rep',
      CUSTOMER_SERVICE_PHONE: '1-555-0100',
      IDLE_TIMEOUT_MS: '90000',
    });
    const response = await app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      portfolioUrl: 'https://portfolio.example.com/transmissions',
      findRepresentativeUrl: 'https://example.com/find-a-rep',
      customerServicePhone: '1-555-0100',
      idleTimeoutMs: 90_000,
    });
  });

  it('falls back to the maker home page when the operator sets nothing', async () => {
    const app = await context.build();
    const body = (await app.inject({ method: 'GET', url: '/api/config' })).json<{
      portfolioUrl: string;
    }>();
    expect(body.portfolioUrl).toBe('https://www.eatoncummins.com/');
  });
});
