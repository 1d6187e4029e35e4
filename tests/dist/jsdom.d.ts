// jsdom ships no types and @types/jsdom is not installed: the one piece tests/dist/built-site.ts uses.
declare module "jsdom" {
  /** A document and its window, outside any browser. */
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
