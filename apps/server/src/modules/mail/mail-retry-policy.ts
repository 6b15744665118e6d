/**
 * When a failed message is tried again. Exponential backoff keeps a mail server that is down from
 * being hammered, the cap keeps a long outage from pushing the next try hours away, and the bound on
 * attempts stops a message that can never be delivered from being retried for ever.
 */
export interface RetryPolicy {
  /** Wait after the first failed attempt; each further failure doubles it. */
  readonly baseDelayMs: number;
  /** The longest wait between two attempts. */
  readonly maxDelayMs: number;
  /** Attempts in all, the first included; after the last one fails the message is given up. */
  readonly maxAttempts: number;
}

/**
 * 5 s doubling to 15 min, 20 attempts: about 3.5 hours of retries (8 doublings, then every 15 min),
 * long enough to ride out a mail server restart or a bad afternoon. Verification codes and reset
 * links expire long before that anyway, so retrying longer would only deliver dead mail.
 */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  baseDelayMs: 5_000,
  maxDelayMs: 15 * 60_000,
  maxAttempts: 20,
};

/** The wait after `attempts` failed attempts (1 after the first failure). */
export function retryDelayMs(attempts: number, policy: RetryPolicy): number {
  // Capping the exponent first keeps 2 ** n finite whatever the attempt count.
  const doublings = Math.min(Math.max(attempts - 1, 0), 30);
  return Math.min(policy.baseDelayMs * 2 ** doublings, policy.maxDelayMs);
}
