// oidc-provider ships no types; this covers the part the Google stand-in uses.
declare module 'oidc-provider' {
  import type { Server } from 'node:http';

  type Account = { accountId: string; claims: () => Record<string, unknown> };

  export default class Provider {
    constructor(
      issuer: string,
      configuration: {
        clients: Record<string, unknown>[];
        jwks: { keys: Record<string, unknown>[] };
        cookies: { keys: string[] };
        claims: Record<string, string[]>;
        conformIdTokenClaims: boolean;
        ttl: Record<string, number>;
        findAccount: (ctx: unknown, sub: string) => Account | Promise<Account>;
      },
    );
    listen(port: number, host: string): Server;
  }
}
