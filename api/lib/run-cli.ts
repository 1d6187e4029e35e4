import { ConfigError } from "../config";

/** Runs a command-line task; configuration errors print their message (not a stack) and exit 1. */
export function runCli(task: () => Promise<void>): void {
  task().catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
}
