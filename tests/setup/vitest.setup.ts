import "@testing-library/jest-dom/vitest";
import fc from "fast-check";
import { afterEach, beforeEach } from "vitest";
import { runSeed } from "../support/seeded-random";

// Every property runs from the run's seed (chosen in vitest.config.ts), so a failure replays with
// TEST_SEED; fast-check's own message adds the counterexample's seed and path.
const fcSeed = runSeed();
fc.configureGlobal({ seed: fcSeed });

beforeEach(({ onTestFailed }) => {
  onTestFailed(() => {
    console.error(`Random inputs of this run came from TEST_SEED=${fcSeed}; run again with it to replay.`);
  });
});

// jsdom lays nothing out, so it has no scrollIntoView (the staff shell brings the current section
// into view); every browser has it, and there is nothing to scroll here.
if (typeof Element !== "undefined") {
  const element: Partial<Element> = Element.prototype;
  element.scrollIntoView ??= () => undefined;
}

// findBy and waitFor end as soon as their condition holds; the bound only has to outlast a busy
// 2-core machine running both test workers (Testing Library's default of 1 s does not: a screen of
// fifty staff rows, or IndexedDB and the mocked API answering in turn, can take longer).
if (typeof document !== "undefined") {
  const { configure } = await import("@testing-library/react");
  configure({ asyncUtilTimeout: 8000 });
}

// Component tests opt into jsdom with `// @vitest-environment jsdom`; clean up their DOM and the
// web storage (form drafts, stored users) so no test sees another's leftovers.
afterEach(async () => {
  if (typeof document !== "undefined") {
    const { cleanup } = await import("@testing-library/react");
    cleanup();
    sessionStorage.clear();
    localStorage.clear();
  }
});
