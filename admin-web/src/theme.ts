import type { CheckboxProps } from '@mui/material';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { i18nProvider } from './i18n';

/** The focus ring of the public site (public-web global.css, :focus-visible): 3 px of its amber outside the control. */
const FOCUS_RING = { outline: '3px solid #f5a524', outlineOffset: '2px' };

/** The institute's colours on react-admin's default theme. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#1f4e79' },
    secondary: { main: '#1f4e79' },
    background: { default: '#f5f7fa' },
    // MUI's warning, info and error are below 4.5:1 as chip text or behind white text (WCAG 1.4.3,
    // docs/back-office.md, Accessibility); these darker shades of the same hues hold it both ways.
    warning: { main: '#b45309' },
    info: { main: '#0277bd' },
    error: { main: '#b71c1c' },
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
    // A checkbox's name belongs on its input, the control itself (react-admin's row checkboxes
    // pass `aria-label`, which MUI would put on the span around the input).
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: () => ({ 'aria-label': undefined }),
          input: (ownerState: CheckboxProps) => ({ 'aria-label': ownerState['aria-label'] }),
        },
      },
    },
    // The page buttons' names in the screen's language: react-admin names them on a wide screen,
    // MUI's own English names would show on a phone's (react-admin's `ra.navigation.*` texts).
    MuiTablePagination: {
      defaultProps: {
        getItemAriaLabel: (type: 'first' | 'last' | 'next' | 'previous') => i18nProvider.translate(`ra.navigation.${type}`),
      },
    },
    // A card's title is a heading below the screen's title (the app bar's h1).
    MuiCardHeader: { defaultProps: { slotProps: { title: { component: 'h2' } } } },
  },
};
