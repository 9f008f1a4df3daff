import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** The institute's colours on react-admin's default theme. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#1f4e79' },
    secondary: { main: '#1f4e79' },
    background: { default: '#f5f7fa' },
  },
  components: {
    ...defaultTheme.components,
    // Failure notices carry a title and the server's message on two lines.
    MuiSnackbarContent: { styleOverrides: { message: { whiteSpace: 'pre-line' } } },
    // A long word (a certificate number of 100 characters, an address) breaks inside its cell or
    // list line instead of widening the screen (docs/back-office.md, Screens).
    MuiTableCell: { styleOverrides: { root: { overflowWrap: 'anywhere' } } },
    MuiListItemText: { styleOverrides: { root: { overflowWrap: 'anywhere' } } },
  },
};
