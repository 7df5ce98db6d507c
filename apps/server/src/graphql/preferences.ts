import { THEMES } from '@reelboard/shared/theme';
import { builder } from './builder.ts';

// Dark mode kept on the account (issue 22 item 7, ADR 0033).
const Theme = builder.enumType('Theme', {
  description: 'The site theme a person chose; none follows the system setting.',
  values: Object.fromEntries(THEMES.map((theme) => [theme.toUpperCase(), { value: theme }])) as {
    DARK: { value: 'dark' };
    LIGHT: { value: 'light' };
  },
});

builder.queryFields((t) => ({
  myTheme: t.field({
    type: Theme,
    nullable: true,
    description: "The signed-in caller's theme choice; null for visitors and when none was made.",
    resolve: (_root, _args, context) => context.services.themePreferences.get(context.actor),
  }),
}));

builder.mutationFields((t) => ({
  setMyTheme: t.field({
    type: Theme,
    nullable: true,
    description: "Keeps the signed-in caller's theme on their account; null goes back to the system setting.",
    args: { theme: t.arg({ type: Theme, required: false }) },
    resolve: (_root, args, context) =>
      context.services.themePreferences.set(context.actor, args.theme ?? null),
  }),
}));
