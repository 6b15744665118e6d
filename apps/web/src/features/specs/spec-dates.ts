/** SPEC 2: saved-spec dates in the reader's local time, as MM-dd-yyyy and MM-dd-yyyy hh:mm. */

const pad = (value: number) => String(value).padStart(2, '0');

export function formatSpecDate(iso: string): string {
  const date = new Date(iso);
  return `${pad(date.getMonth() + 1)}-${pad(date.getDate())}-${date.getFullYear()}`;
}

/** hh is the 12-hour clock (01-12), as the pattern SPEC gives means. */
export function formatSpecDateTime(iso: string): string {
  const date = new Date(iso);
  const hours = date.getHours() % 12 === 0 ? 12 : date.getHours() % 12;
  return `${formatSpecDate(iso)} ${pad(hours)}:${pad(date.getMinutes())}`;
}
