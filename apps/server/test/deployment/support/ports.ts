/**
 * Every port the deployment suites listen on, in one place: 4500-4599 is theirs, on 127.0.0.1 only.
 */
export const PORTS = Object.freeze({
  /** nginx: TLS in front of both instances (round robin), the public entry point. */
  proxyHttps: 4500,
  /** nginx: plain http, which only redirects to https. */
  proxyHttp: 4501,
  /** nginx: TLS in front of instance 1 alone, so a test can aim at it through the proxy. */
  proxyToInstance1: 4502,
  /** nginx: TLS in front of instance 2 alone. */
  proxyToInstance2: 4503,
  instance1: 4510,
  instance2: 4511,
  redis: 4520,
});
