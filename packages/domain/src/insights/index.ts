/**
 * @transmission-spec/domain/insights: the catalogue owners' Insights (issue 28): the date range
 * and its messages, the bands and NoTransmission reason keys surveys are counted by, the
 * fewer-than-5 rule, the answer of GET /api/insights and the CSV of its tables.
 */
export * from './insights-range.js';
export * from './insights-buckets.js';
export * from './insights-response.js';
export * from './insights-csv.js';
