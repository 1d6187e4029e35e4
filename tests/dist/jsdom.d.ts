// jsdom ships no types and @types/jsdom is not installed: the pieces tests/dist uses.
declare module "jsdom" {
  /** Where a window's console output and jsdom's own complaints go. */
  export class VirtualConsole {
    on(event: "jsdomError", listener: (error: Error) => void): this;
  }
  /** A document and its window, outside any browser. */
  export class JSDOM {
    constructor(
      html?: string,
      options?: {
        url?: string;
        runScripts?: "outside-only" | "dangerously";
        pretendToBeVisual?: boolean;
        virtualConsole?: VirtualConsole;
      },
    );
    readonly window: Window & typeof globalThis & { eval(source: string): unknown; close(): void };
  }
}
