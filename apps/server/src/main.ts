import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/open-database.ts';
import { loadSecrets, secretsOnlyInDataDir } from './secrets.ts';
import { createNodeHeartbeat } from './services/admin/health-nodes.ts';
import { runSeeders } from './services/seeders.ts';
import { createServices } from './services/services.ts';

// Start-up: configuration, secrets, database (embedded unless DATABASE_URL), services,
// HTTP. Shutdown on SIGTERM/SIGINT lets in-flight requests finish, then closes the
// database cleanly.
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const log = (message: string) =>
    process.stdout.write(`${JSON.stringify({ level: 30, time: Date.now(), msg: message })}\n`);
  const secrets = await loadSecrets(config);
  const database = await openDatabase(config, secrets, log);
  const services = createServices({ config, secrets, db: database.db, log });
  const app = await buildApp({ config, secrets, db: database.db, services });
  // This node on /admin/health, beating every 15 seconds until it stops (ADR 0041).
  const heartbeat = createNodeHeartbeat({
    db: database.db,
    role: config.workerInServer ? 'api+worker' : 'api',
    log,
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    services.externalVideos.stop();
    await heartbeat.stop().catch(() => {});
    await app.close();
    await database.close();
    app.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Reelboard is running at ${config.publicUrl}`);
  heartbeat.start().catch((error: Error) => app.log.error({ err: error }, 'heartbeat failed to start'));
  const unshared = secretsOnlyInDataDir(config);
  if (unshared.length > 0) {
    app.log.warn(
      `${unshared.join(', ')} not set: using the generated values in ${config.dataDir}/secrets.json. ` +
        'With several nodes on this database, give every node the same values (README, "Several nodes").',
    );
  }

  // Built-in content (the shop's products, the sample videos) on every start, after the
  // listener is up: generating the sample clips takes ffmpeg a few seconds. Seeders add
  // only what is missing and take a lock, so two processes starting together are safe.
  runSeeders({ db: database.db, services }, (line) =>
    line.includes(': skipped') ? app.log.error(line) : app.log.info(line),
  ).catch((error: Error) => app.log.error({ err: error }, 'seeding failed'));
  // The external video list, when configured: one node of the cluster fetches per interval.
  services.externalVideos.start((line) => app.log.info(line));
  // Uploaded videos are processed here unless WORKER_IN_SERVER=false (then by `npx reelboard worker`).
  if (config.workerInServer) {
    services.jobs
      .startWorker()
      .catch((error: Error) => app.log.error({ err: error }, 'video worker failed to start'));
  }
}

main().catch((error) => {
  process.stderr.write(
    `Reelboard failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
