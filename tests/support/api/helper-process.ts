import { spawn } from "node:child_process";

/**
 * Another Node process running `script` (`node <nodeArgs> -e <script>`), as a second server or an
 * operator's tool would: resolves once it has written its first line (that it is ready), then is
 * told what to do on its stdin. `exited` rejects with the end of its stderr when it fails.
 */
export async function helperProcess(script: string, what: string, nodeArgs: readonly string[] = []) {
  const child = spawn(process.execPath, [...nodeArgs, "-e", script], { stdio: ["pipe", "pipe", "pipe"] });
  let output = "";
  let errors = "";
  child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve, reject) =>
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${what} failed: ${errors.slice(-1000)}`)),
    ),
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("\n")) resolve();
    });
    exited.catch(reject);
  });
  return {
    exited,
    /** What it wrote after its first line. */
    laterOutput: () => output.slice(output.indexOf("\n") + 1),
    /** Writes `text` to its stdin and closes it. */
    tell: (text: string) => child.stdin.end(text),
  };
}
