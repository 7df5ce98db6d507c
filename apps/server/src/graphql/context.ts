import type { Services } from '../services/services.ts';

// Who is calling: a signed-in user (access token), an anonymous reader holding the public
// API key, or nobody. Nobody gets nothing: every field needs at least the API key.
export type Caller =
  | { kind: 'user'; userId: string; sessionId: string; email: string }
  | { kind: 'apiKey' }
  | { kind: 'none' };

export type GraphQLContext = {
  caller: Caller;
  services: Services;
  clientIp: string;
};
