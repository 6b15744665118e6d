/**
 * Download PDF's messages (decision 083). Apart from MESSAGES, whose module every page loads
 * with the app's shell: only the PDF's own code uses these, so they load with it and the landing
 * page's JavaScript does not grow by them.
 *
 * The PDF is laid out under a time limit; notes that need longer print as plain text (said in the
 * snackbar and above the notes in the PDF), or there is no PDF and the user is told what to do.
 */
export const PDF_MESSAGES = Object.freeze({
  notesAsPlainText:
    'The notes were too long or complex to lay out with their formatting in time, so the PDF prints them as plain text.',
  tooComplex:
    'The PDF could not be made in time: the notes are too long or complex to print. Shorten them and try again, or print this page from your browser.',
} as const);
