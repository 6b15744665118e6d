export const APP_NAME = 'Transmission Spec';

/** Sets the browser tab title ("Help · Transmission Spec"); React 19 hoists it into <head>. */
export function DocumentTitle({ title }: { readonly title?: string }) {
  return <title>{title === undefined ? APP_NAME : `${title} · ${APP_NAME}`}</title>;
}
