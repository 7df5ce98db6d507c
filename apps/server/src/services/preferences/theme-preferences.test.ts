import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousReader, nobody } from '../../../test/actors.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { insertUser } from '../../../test/users.ts';
import { createThemePreferences, type ThemePreferences } from './theme-preferences.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let themes: ThemePreferences;

beforeAll(async () => {
  database = await createTestDatabase();
  themes = createThemePreferences({ db: database.db });
});
afterAll(async () => {
  await database.close();
});

describe('theme preferences', () => {
  it('keeps a signed-in person’s choice on their account, theirs only, and forgets it on null', async () => {
    const ada = await insertUser(database.db);
    const bob = await insertUser(database.db);
    expect(await themes.get(ada)).toBeNull();
    expect(await themes.set(ada, 'dark')).toBe('dark');
    expect(await themes.get(ada)).toBe('dark');
    expect(await themes.get(bob)).toBeNull();
    expect(await themes.set(ada, 'light')).toBe('light');
    expect(await themes.get(ada)).toBe('light');
    expect(await themes.set(ada, null)).toBeNull();
    expect(await themes.get(ada)).toBeNull();
  });

  it('answers visitors with no choice and refuses to keep one for them', async () => {
    expect(await themes.get(nobody)).toBeNull();
    expect(await themes.get(anonymousReader)).toBeNull();
    await expect(themes.set(anonymousReader, 'dark')).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(themes.set(nobody, 'dark')).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
