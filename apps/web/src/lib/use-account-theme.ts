import type { Theme } from '@reelboard/shared/theme';
import { useCallback, useEffect } from 'react';
import { useClient } from 'urql';
import type { Theme as ThemeValue } from '../graphql/graphql';
import { MY_THEME, SET_MY_THEME } from './api/my-theme';
import { useAuth } from './auth';
import { chooseTheme } from './theme';

const toValue = (theme: Theme): ThemeValue => (theme === 'dark' ? 'DARK' : 'LIGHT');
const fromValue = (value: ThemeValue): Theme => (value === 'DARK' ? 'dark' : 'light');

/** Shows a signed-in person's theme as kept on their account, once they are signed in. */
export function useAccountTheme() {
  const { status, user } = useAuth();
  const client = useClient();
  const userId = status === 'signedIn' ? user?.sub : undefined;
  useEffect(() => {
    if (!userId) return;
    let active = true;
    void client
      .query(MY_THEME, {}, { requestPolicy: 'network-only' })
      .toPromise()
      .then((result) => {
        const kept = result.data?.myTheme;
        if (active && kept) chooseTheme(fromValue(kept));
      });
    return () => {
      active = false;
    };
  }, [client, userId]);
}

/** Chooses a theme: in this browser at once, and on the account when someone is signed in. */
export function useChooseTheme() {
  const { status } = useAuth();
  const client = useClient();
  return useCallback(
    async (theme: Theme) => {
      chooseTheme(theme);
      if (status !== 'signedIn') return;
      const result = await client.mutation(SET_MY_THEME, { theme: toValue(theme) }).toPromise();
      if (result.error) throw result.error;
    },
    [client, status],
  );
}
