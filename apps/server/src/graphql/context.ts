import type { Actor } from '../services/actors.ts';
import type { Services } from '../services/services.ts';

// What every resolver receives: the request's actor (resolved once, by the services'
// actor resolver), the services to call, and the client's address for per-IP limits.
export type GraphQLContext = {
  actor: Actor;
  services: Services;
  clientIp: string;
};
