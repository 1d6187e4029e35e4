import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      "virtual:pwa-register": new URL("./tests/setup/pwa-register-stub.ts", import.meta.url).pathname,
    },
  },
  test: {
    include: ["{src,api,mocks,scripts}/**/*.test.{ts,tsx}", "tests/contract/**/*.test.ts"],
    environment: "node",
    setupFiles: ["tests/setup/vitest.setup.ts"],
    restoreMocks: true,
    testTimeout: 15000,
  },
});
