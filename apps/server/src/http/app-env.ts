import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Principal } from '../lib/principal.js';

/** Why a presented credential was not accepted; guards turn it into the matching 401. */
export type CredentialProblem = 'TOKEN_EXPIRED' | 'API_KEY_INVALID';

/**
 * What @hono/node-server passes as `c.env`. In `app.request()` tests the harness passes the same
 * shape with only `incoming.socket.remoteAddress`, which is how tests choose a client IP.
 */
export interface AppBindings {
  incoming?: Pick<IncomingMessage, 'socket'> | { socket?: { remoteAddress?: string } };
  outgoing?: ServerResponse;
}

export interface AppVariables {
  principal: Principal;
  credentialProblem: CredentialProblem | null;
  /** The client address per TRUST_PROXY (api.md §5.5). */
  clientIp: string;
}

/** The Hono environment of every route and middleware in the server. */
export interface AppEnv {
  Bindings: AppBindings;
  Variables: AppVariables;
}
