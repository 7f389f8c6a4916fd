import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client, OAuth2RequestError } from 'arctic';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { SignInIdentity } from './sign-in';

/** Google sign-in's client and endpoints (Google's by default; a local OpenID provider in tests). */
export interface GoogleOidcConfig {
  clientId: string;
  clientSecret: string;
  issuer: string;
  authorizationUrl: string;
  tokenUrl: string;
  jwksUrl: string;
  redirectUri: string;
}

export const GOOGLE_SCOPES = ['openid', 'profile', 'email'];

export class SignInError extends Error {
  constructor(readonly code: 'sign_in_failed' | 'sign_in_state_mismatch') {
    super(code);
  }
}

/**
 * The authorization-code flow with PKCE and state, through arctic's generic OAuth2 client (its `Google` class hard-codes
 * Google's endpoints), and an ID token whose signature, issuer, audience and expiry are verified against the provider's
 * published keys (arctic's decodeIdToken does not verify).
 */
export function createGoogleOidc(config: GoogleOidcConfig) {
  const client = new OAuth2Client(config.clientId, config.clientSecret, config.redirectUri);
  const keys = createRemoteJWKSet(new URL(config.jwksUrl));

  return {
    /** Where to send the browser, and the state and verifier to keep (in short-lived HttpOnly cookies). */
    start(): { url: URL; state: string; codeVerifier: string } {
      const state = generateState();
      const codeVerifier = generateCodeVerifier();
      const url = client.createAuthorizationURLWithPKCE(config.authorizationUrl, state, CodeChallengeMethod.S256, codeVerifier, GOOGLE_SCOPES);
      // Google sends a refresh token only for offline access, and again only when consent is asked.
      url.searchParams.set('access_type', 'offline');
      url.searchParams.set('prompt', 'consent');
      return { url, state, codeVerifier };
    },

    /** Checks the callback against the kept state, redeems the code with the verifier and verifies the ID token. */
    async finish(input: { code: string | null; state: string | null; storedState: string | null; codeVerifier: string | null }): Promise<SignInIdentity> {
      if (!input.code || !input.state || !input.storedState || !input.codeVerifier || input.state !== input.storedState) {
        throw new SignInError('sign_in_state_mismatch');
      }
      let tokens;
      try {
        tokens = await client.validateAuthorizationCode(config.tokenUrl, input.code, input.codeVerifier);
      } catch (error) {
        if (error instanceof OAuth2RequestError) throw new SignInError('sign_in_failed');
        throw error;
      }
      let claims;
      try {
        ({ payload: claims } = await jwtVerify(tokens.idToken(), keys, { issuer: config.issuer, audience: config.clientId }));
      } catch {
        throw new SignInError('sign_in_failed');
      }
      if (typeof claims.sub !== 'string' || typeof claims.email !== 'string' || claims.email_verified === false) throw new SignInError('sign_in_failed');
      return {
        provider: 'google',
        subject: claims.sub,
        email: claims.email,
        name: typeof claims.name === 'string' ? claims.name : null,
        tokens: {
          accessToken: tokens.accessToken(),
          refreshToken: tokens.hasRefreshToken() ? tokens.refreshToken() : null,
          expiresAt: 'expires_in' in tokens.data ? tokens.accessTokenExpiresAt() : null,
        },
      };
    },

    /** A new access token from the refresh token (the spec's token refresh: access_token and expiry_date replaced). */
    async refresh(refreshToken: string): Promise<{ accessToken: string; refreshToken: string | null; expiresAt: Date | null }> {
      try {
        const tokens = await client.refreshAccessToken(config.tokenUrl, refreshToken, []);
        return {
          accessToken: tokens.accessToken(),
          refreshToken: tokens.hasRefreshToken() ? tokens.refreshToken() : null,
          expiresAt: 'expires_in' in tokens.data ? tokens.accessTokenExpiresAt() : null,
        };
      } catch (error) {
        if (error instanceof OAuth2RequestError) throw new SignInError('sign_in_failed');
        throw error;
      }
    },
  };
}
export type GoogleOidc = ReturnType<typeof createGoogleOidc>;
