import GlobalStyles from '@mui/material/GlobalStyles';

/** Marks what a printout leaves out (the page's own buttons). */
export const PRINT_HIDDEN_CLASS = 'print-hidden';

/**
 * How a shared spec prints: the spec alone, black on white, on the paper's width. The site's
 * header, footer and snackbar and the page's buttons are left out; the app's minimum
 * width (a desktop layout) would otherwise run off the page; a card or the answers never break
 * across pages; and collapsed panels print opened. Mounted only while a shared spec is shown.
 */
export function SharedSpecPrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '@page': { margin: '16mm 14mm' },
          'html, body': { background: '#ffffff !important', color: '#000000 !important' },
          [`header, footer, .MuiSnackbar-root, .${PRINT_HIDDEN_CLASS}`]: {
            display: 'none !important',
          },
          '#root > div, main': { minWidth: '0 !important' },
          'main .MuiContainer-root': { maxWidth: 'none !important', padding: '0 !important' },
          'main *': { color: '#000000 !important', boxShadow: 'none !important' },
          'main .MuiPaper-root': {
            background: '#ffffff !important',
            borderColor: '#000000 !important',
          },
          'article, section, .MuiAccordion-root': {
            breakInside: 'avoid',
            pageBreakInside: 'avoid',
          },
          '.MuiCollapse-hidden': { visibility: 'visible !important', height: 'auto !important' },
          '.MuiAccordionSummary-expandIconWrapper': { display: 'none !important' },
          'main a': { textDecoration: 'underline' },
        },
      }}
    />
  );
}
