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

async function openStorageMove() {
  const [{ loadConfig }, { loadSecrets }, { createLocalDiskStorage }, { createS3Storage }] =
    await Promise.all([
      import('../config.ts'),
      import('../secrets.ts'),
      import('../storage/local-disk-storage.ts'),
      import('../storage/s3-storage.ts'),
    ]);
  const config = loadConfig();
  if (!config.s3) throw new Error('Set S3_BUCKET and the other S3_* settings to the bucket to copy to.');
  const secrets = await loadSecrets(config);
  return {
    from: createLocalDiskStorage({
      rootDir: `${config.dataDir}/storage`,
      publicUrl: config.publicUrl,
      secret: secrets.storageSecret,
    }),
    to: createS3Storage(config.s3),
  };
}

const code = await runCli(process.argv.slice(2), {
  openStorageMove,
  config: async () => (await import('../config.ts')).loadConfig(),
  progress: (line) => process.stderr.write(process.stderr.isTTY ? `\r${line}` : `${line}\n`),
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
