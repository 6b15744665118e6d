/**
 * Analytics events go to a tag manager's `window.dataLayer` when the deployment installs one; without
 * it nothing is sent and nothing breaks.
 */
export function trackEvent(event: string): void {
  const { dataLayer } = window as { dataLayer?: unknown[] };
  dataLayer?.push({ event });
}
