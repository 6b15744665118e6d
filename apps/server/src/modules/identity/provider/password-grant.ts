import type Provider from 'oidc-provider';
import { errors, type FindAccount, type TokenEndpointGrantContext } from 'oidc-provider';
import type { Db } from '../../../db/database.js';
import { authenticate } from '../credentials.js';

/**
 * A grant type of our own for signing in with e-mail and password at the token endpoint, used by
 * POST /api/security/token (right after registration). Only our own confidential client may use it
 * (it is the only client, and only it knows its secret); the browser never talks to it.
 */
export const PASSWORD_GRANT_TYPE = 'urn:transmission-spec:grant-type:password';

/**
 * The scopes our client asks for (SPEC 4). Refresh tokens come from the provider's issueRefreshToken
 * policy for this confidential client, not from offline_access, which the provider only honours
 * together with an explicit consent prompt.
 */
export const CLIENT_SCOPE = 'openid profile email';

interface PasswordGrantParams {
  readonly username?: string;
  readonly password?: string;
}

/**
 * Registers the password grant. It issues what the authorization-code flow issues for the same
 * client (a grant, an opaque access token, a refresh token and an ID token, with the provider's
 * TTLs), so refresh, revocation and sign-out treat both sign-ins alike.
 */
export function registerPasswordGrant(provider: Provider, db: Db, findAccount: FindAccount): void {
  provider.registerGrantType<PasswordGrantParams>(
    PASSWORD_GRANT_TYPE,
    async (ctx: TokenEndpointGrantContext<PasswordGrantParams>) => {
      const { client, params } = ctx.oidc;
      if (typeof params.username !== 'string' || typeof params.password !== 'string') {
        throw new errors.InvalidRequest('username and password are required');
      }
      const user = await authenticate(db, params.username, params.password);
      if (!user) throw new errors.InvalidGrant('invalid credentials');

      const account = await findAccount(ctx, user.id);
      if (!account) throw new errors.InvalidGrant('invalid credentials');
      ctx.oidc.entity('Account', account);

      const grant = new provider.Grant({ accountId: user.id, clientId: client.clientId });
      grant.addOIDCScope(CLIENT_SCOPE);
      const grantId = await grant.save();
      ctx.oidc.entity('Grant', grant);

      const gty = PASSWORD_GRANT_TYPE;
      const accessToken = new provider.AccessToken({
        accountId: user.id,
        client,
        grantId,
        gty,
        scope: CLIENT_SCOPE,
      });
      ctx.oidc.entity('AccessToken', accessToken);
      const accessTokenValue = await accessToken.save();

      const authTime = Math.floor(Date.now() / 1000);
      const refreshToken = new provider.RefreshToken({
        accountId: user.id,
        authTime,
        client,
        expiresWithSession: false,
        grantId,
        gty,
        rotations: 0,
        scope: CLIENT_SCOPE,
      });
      ctx.oidc.entity('RefreshToken', refreshToken);
      const refreshTokenValue = await refreshToken.save();

      const idToken = new provider.IdToken(
        { ...(await account.claims('id_token', 'openid', {}, [])), auth_time: authTime },
        { ctx },
      );
      // As in the code flow: the ID token carries the subject; profile claims come from the database.
      (idToken as unknown as { scope: string }).scope = 'openid';

      ctx.body = {
        access_token: accessTokenValue,
        expires_in: accessToken.expiration,
        id_token: await idToken.issue({ use: 'idtoken' }),
        refresh_token: refreshTokenValue,
        scope: CLIENT_SCOPE,
        token_type: 'Bearer',
      };
    },
    ['username', 'password'],
  );
}
