import { graphql } from '../../graphql/gql';

export const MY_THEME = graphql(`
  query MyTheme {
    myTheme
  }
`);

export const SET_MY_THEME = graphql(`
  mutation SetMyTheme($theme: Theme) {
    setMyTheme(theme: $theme)
  }
`);
