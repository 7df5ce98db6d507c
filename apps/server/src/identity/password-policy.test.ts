import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { users } from '../db/schema.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let counter = 0;
async function signUp(password: string, email = `policy-${++counter}@example.com`, name = 'Policy Person') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/auth/sign-up',
    payload: { email, password, name },
  });
  return { email, status: response.statusCode, body: response.json() as { name?: string; message?: string } };
}

describe('sign-up password policy', () => {
  it.each(['password1234', 'P@ssw0rd!', 'iloveyou123', 'qwertyuiop', 'zaq12wsx', 'aaaaaaaaaaaa', 'abcdefgh'])(
    'refuses the common password %s and says why, creating no account',
    async (password) => {
      const result = await signUp(password);
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({
        name: 'InvalidPasswordException',
        message: 'This password is too common or too easy to guess. Choose a less common password.',
      });
      expect(
        await t.database.db.query.users.findFirst({ where: eq(users.email, result.email) }),
      ).toBeUndefined();
    },
  );

  it('refuses a password made of the account’s own e-mail address or name', async () => {
    const byEmail = await signUp('ravenclaw.reader', 'ravenclaw.reader@example.com');
    expect(byEmail.body.name).toBe('InvalidPasswordException');
    const byName = await signUp('Hermione Granger', undefined, 'Hermione Granger');
    expect(byName.body.name).toBe('InvalidPasswordException');
  });

  it.each([
    'correct horse battery staple',
    'purple monkey dishwasher lantern',
    'correct horse battery',
    'long enough password',
    'Correct-horse-42',
    'Tr0ub4dor&3',
    'kx7!pq2m',
  ])('accepts %s', async (password) => {
    const result = await signUp(password);
    expect(result.body).toMatchObject({ nextStep: 'CONFIRM_SIGN_UP' });
  });
});
