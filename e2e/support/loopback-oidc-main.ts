import { startLoopbackOidc } from './loopback-oidc.ts';

// The loopback OpenID provider as a process of its own, started by playwright.config.ts
// beside the e2e servers (which it lets sign in with "Google"): `node loopback-oidc-main.ts
// <port> <callback URL>...`.
const [port, ...redirectUris] = process.argv.slice(2);
const provider = await startLoopbackOidc({ port: Number(port), redirectUris });
process.stdout.write(`loopback OpenID provider at ${provider.issuer}\n`);
process.on('SIGTERM', () => void provider.close().then(() => process.exit(0)));
