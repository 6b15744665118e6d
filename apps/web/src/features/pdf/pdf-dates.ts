/** SPEC 8: the PDF's dates read MM-DD-YYYY in the reader's local time. */
export function formatPdfDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${month}-${day}-${date.getFullYear()}`;
}
