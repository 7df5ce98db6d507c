import { execFileSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { E2E_DATA_DIR } from '../../playwright.config.ts';

// What a person does with the outbox: open the newest e-mail sent to them and read the
// confirmation code.
export async function latestConfirmationCode(email: string): Promise<string> {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  const files = (await readdir(outbox))
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse();
  for (const file of files) {
    const message = await readFile(path.join(outbox, file), 'utf8');
    const [headers = '', ...body] = message.split(/\r?\n\r?\n/);
    if (!new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'im').test(headers)) continue;
    const code = /\b(\d{6})\b/.exec(body.join('\n'))?.[1];
    if (code) return code;
  }
  throw new Error(`no confirmation code in the outbox for ${email}`);
}

export async function mailCount(): Promise<number> {
  const files = await readdir(path.join(E2E_DATA_DIR, 'outbox')).catch(() => []);
  return files.filter((name) => name.endsWith('.eml')).length;
}

// The operator's CLI, as the README tells an admin to use it, beside the running server.
export function reelboard(...args: string[]): string {
  return execFileSync(process.execPath, ['apps/server/bin/reelboard.js', ...args], {
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
    encoding: 'utf8',
  });
}
