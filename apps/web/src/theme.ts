import { createTheme } from '@mui/material/styles';

/**
 * A calm, industrial look: deep blue for structure and actions, a warm amber accent used sparingly.
 * Every text/background pair used here meets WCAG AA (4.5:1) contrast.
 */
const SYSTEM_FONT_STACK = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  'sans-serif',
].join(',');

export const BRAND = {
  navy: '#0b3d6b', // 11.2:1 on white
  navyDark: '#072a4a',
  amber: '#f0a03c', // decorative accent on navy (7.0:1 against navy)
  amberText: '#a34e00', // accent text on white, 5.6:1
  mist: '#f4f6f9',
  line: '#d9e0e8',
} as const;

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: BRAND.navy, dark: BRAND.navyDark, light: '#2e5f8f', contrastText: '#ffffff' },
    secondary: { main: BRAND.amberText, contrastText: '#ffffff' },
    background: { default: BRAND.mist, paper: '#ffffff' },
    text: { primary: '#17212b', secondary: '#4a5866' },
    divider: BRAND.line,
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: SYSTEM_FONT_STACK,
    h1: { fontSize: '2.5rem', fontWeight: 700, lineHeight: 1.2, letterSpacing: '-0.01em' },
    h2: { fontSize: '1.625rem', fontWeight: 700, lineHeight: 1.3 },
    h3: { fontSize: '1.25rem', fontWeight: 600, lineHeight: 1.35 },
    h4: { fontSize: '1.0625rem', fontWeight: 600, lineHeight: 1.4 },
    body1: { lineHeight: 1.6 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiPaper: { defaultProps: { elevation: 0 } },
    // Links inside sentences must not rely on colour alone; navigation lists opt out locally.
    MuiLink: { defaultProps: { underline: 'always' } },
    MuiToggleButton: {
      styleOverrides: {
        root: {
          textTransform: 'none',
          fontWeight: 600,
          color: '#4a5866',
          '&.Mui-selected, &.Mui-selected:hover': { backgroundColor: BRAND.navy, color: '#ffffff' },
        },
      },
    },
    MuiCssBaseline: {
      styleOverrides: {
        // Keep keyboard focus easy to see on every interactive element.
        ':focus-visible': { outline: `3px solid ${BRAND.amber}`, outlineOffset: '2px' },
      },
    },
  },
});
