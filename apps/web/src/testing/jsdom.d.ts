/**
 * The little of jsdom a Node script of the tests uses (render-spec-pdf-testing.tsx); vitest's jsdom
 * environment needs no types, so the package ships in devDependencies without @types/jsdom.
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
