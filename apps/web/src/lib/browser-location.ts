/**
 * Full page loads, for the server's own routes (/login, /logout) and the sign-in redirect. One
 * object that tests can replace, since jsdom cannot navigate.
 */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
