import { type CliContext, runCli } from './run.ts';

// `npx reelboard ...`: the same configuration, secrets and database as the server. With the
// embedded database it attaches to the PostgreSQL of a running server, or starts its own
// and stops it again at the end. The server's modules load only for commands that need
// them, so that `help` and argument errors answer at once.
async function open(): Promise<CliContext> {
  const [{ loadConfig }, { loadSecrets }, { openDatabase }, { createServices }] = await Promise.all([
    import('../config.ts'),
    import('../secrets.ts'),
    import('../db/open-database.ts'),
    import('../services/services.ts'),
  ]);
  const config = loadConfig();
  const secrets = await loadSecrets(config);
  const database = await openDatabase(config, secrets, (message) => process.stderr.write(`${message}\n`));
  return {
    db: database.db,
    services: createServices({ config, secrets, db: database.db }),
    close: database.close,
  };
}

const code = await runCli(process.argv.slice(2), {
  open,
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  untilStopped: () =>
    new Promise((resolve) => {
      process.once('SIGINT', () => resolve());
      process.once('SIGTERM', () => resolve());
    }),
});
process.exit(code);
