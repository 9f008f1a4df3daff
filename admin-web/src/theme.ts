import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** The focus ring of the public site (public-web global.css, :focus-visible): 3 px of its amber outside the control. */
const FOCUS_RING = { outline: '3px solid #f5a524', outlineOffset: '2px' };

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
    // Every control the keyboard reaches shows it with one ring, the public site's (WCAG 2.4.7,
    // docs/back-office.md, Accessibility): MUI's own focus is a faint shade or a thin underline.
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING } } },
    MuiInputBase: { styleOverrides: { root: { '&.Mui-focused': FOCUS_RING } } },
  },
};
