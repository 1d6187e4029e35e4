import { ConfigError } from "../config";

/**
 * Runs a command-line task. Configuration errors, and errors that
 * `userMessage` recognises, print their message (not a stack) and exit 1.
 */
export function runCli(
  task: () => Promise<void>,
  userMessage?: (error: unknown) => string | undefined,
): void {
  task().catch((error: unknown) => {
    const message = error instanceof ConfigError ? error.message : userMessage?.(error);
    console.error(message ?? error);
    process.exit(1);
  });
}
