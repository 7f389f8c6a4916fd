import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import Provider from 'oidc-provider';

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  jwksUrl: string;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (oidc-provider) standing in for Google: authorization code with PKCE required, client secret
 * over HTTP basic, refresh tokens, name and email in the ID token (as Google puts them), and the development login and
 * consent forms a browser test can fill (any login name; the account's email is `<login>@example.test`).
 */
export async function startOidcProvider(redirectUri: string): Promise<TestOidcProvider> {
  const server: Server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'kinora-test';
  const clientSecret = 'kinora-test-secret-0123456789abcdef';
  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'], token_endpoint_auth_method: 'client_secret_basic' }],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    issueRefreshToken: async () => true,
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({ sub, email: `${sub}@example.test`, email_verified: true, name: `Test ${sub}` }),
    }),
    ttl: { AccessToken: 3600, IdToken: 3600, RefreshToken: 86400, Grant: 86400, Session: 86400, Interaction: 600, AuthorizationCode: 60 },
  });
  provider.proxy = false;
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    authorizationUrl: `${issuer}/auth`,
    tokenUrl: `${issuer}/token`,
    jwksUrl: `${issuer}/jwks`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
