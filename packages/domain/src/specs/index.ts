/**
 * @transmission-spec/domain/specs: Saved specs: the spec, its share links, rich-text notes and the PDF's messages.
 */
export * from './pdf-messages.js';
export * from './spec.js';
export * from './spec-share.js';
export * from './rich-text.js';
