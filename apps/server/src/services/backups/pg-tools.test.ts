import { describe, expect, inject, it } from 'vitest';
import { findPgTool, serverVersion } from './pg-tools.ts';

// pg_dump and pg_restore come from Debian's postgresql-client (ADR 0042): one of at least
// the server's major, or a message that says what to install.
describe('PostgreSQL client tools', () => {
  it('finds a pg_dump that reaches the tests’ server', async () => {
    const server = await serverVersion(inject('adminDatabaseUrl'));
    expect(server.major).toBeGreaterThanOrEqual(15);
    expect(await findPgTool('pg_dump', server.major)).toMatch(/pg_dump$/);
  });

  it('names the package to install when no tool is new enough', async () => {
    await expect(findPgTool('pg_restore', 99)).rejects.toThrow(
      /^Backups need pg_restore of PostgreSQL 99 or newer, but only pg_restore \d+ is installed\. Install the postgresql-client package \(on Debian: apt-get install postgresql-client\) and run again\.$/,
    );
  });
});
