/**
 * `npm run dev`: the API on API_PORT (3001, restarted on change) and Vite with
 * HMR on PORT (3000), which proxies /api to it; the messages recompiled as they change.
 */
import { spawn } from "node:child_process";

const apiPort = process.env.API_PORT ?? "3001";
const children = [
  // The server's messages (src/paraglide) compiled again when messages/*.json change; Vite keeps the pages' own.
  spawn("npm", ["run", "i18n", "--", "--watch"], { stdio: "inherit" }),
  spawn(process.execPath, ["--watch", "--import", "tsx", "api/server.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: apiPort, API_ONLY: "1", NODE_ENV: "development" },
  }),
  spawn("npx", ["vite", "--port", process.env.PORT ?? "3000", "--strictPort"], {
    stdio: "inherit",
    env: { ...process.env, API_PORT: apiPort },
  }),
];

const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children)
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
