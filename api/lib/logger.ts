/**
 * A deliberately small logger: one line per event, never request bodies,
 * query strings or paths with parameters (they can hold e-mail addresses).
 */
export interface Logger {
  info(message: string, fields?: Record<string, string | number | boolean>): void;
  error(message: string, fields?: Record<string, string | number | boolean>): void;
}

export function createLogger(level: "silent" | "error" | "info"): Logger {
  const write = (
    stream: "info" | "error",
    message: string,
    fields?: Record<string, string | number | boolean>,
  ) => {
    const line = JSON.stringify({ time: new Date().toISOString(), level: stream, message, ...fields });
    if (stream === "error") console.error(line);
    else console.info(line);
  };
  return {
    info: (message, fields) => {
      if (level === "info") write("info", message, fields);
    },
    error: (message, fields) => {
      if (level !== "silent") write("error", message, fields);
    },
  };
}

export const silentLogger: Logger = { info: () => {}, error: () => {} };
