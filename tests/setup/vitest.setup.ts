import "@testing-library/jest-dom/vitest";
import { afterEach } from "vitest";

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
