import type { Actor } from '../services/actors.ts';
import type { Services } from '../services/services.ts';
import type { RequestLoaders } from './request-loaders.ts';

// What every resolver receives: the request's actor (resolved once, by the services'
// actor resolver), the services to call, the client's address for per-IP limits, and the
// request's batch loaders (request-loaders.ts).
export type GraphQLContext = {
  actor: Actor;
  services: Services;
  clientIp: string;
  loaders: RequestLoaders;
};
