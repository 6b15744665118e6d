/**
 * SPEC 2 and 8: saved-spec and PDF dates in the reader's local time, as MM-dd-yyyy and
 * MM-dd-yyyy hh:mm. One formatter for the screens and the PDF so the two cannot drift.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** Takes the server's ISO timestamp or a Date (the PDF's survey and print dates). */
export function formatSpecDate(when: string | Date): string {
  const date = new Date(when);
  return `${pad(date.getMonth() + 1)}-${pad(date.getDate())}-${date.getFullYear()}`;
}

/**
 * hh is the 12-hour clock (01-12), as the pattern SPEC gives means; AM/PM follows, since without
 * it 06:36 cannot be told from 18:36. The saved-spec list and the admin log dialog both use it.
 * Accepts what formatSpecDate accepts.
 */
export function formatSpecDateTime(when: string | Date): string {
  const date = new Date(when);
  const hours = date.getHours() % 12 === 0 ? 12 : date.getHours() % 12;
  const meridiem = date.getHours() < 12 ? 'AM' : 'PM';
  return `${formatSpecDate(date)} ${pad(hours)}:${pad(date.getMinutes())} ${meridiem}`;
}
