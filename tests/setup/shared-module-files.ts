import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/*
 * Which server test files may share their worker's modules (Vitest's `isolate: false`): importing
 * the API's module graph anew for every file cost 120 s of imports in a 287 s run of the unit suite
 * on two workers. A file shares
 * only when nothing in it reaches outside its own tests: it is under api/, runs in Node (no
 * environment docblock), and neither mocks modules nor changes globals or the environment. A file
 * that does one of these runs isolated, as every other file does, with no list to keep up
 * (docs/testing.md, "Shared modules").
 */
const REACHES_OUTSIDE = [
  /@vitest-environment/,
  /\bvi\.(mock|doMock|resetModules|stubGlobal|stubEnv)\(/,
  /\bglobalThis\./,
  /\bprocess\.env(\.\w+|\[[^\]]+\])\s*=[^=]/,
  /\bdelete process\.env/,
  /Object\.assign\(process\.env/,
];

export function sharedModuleFiles(root: string): string[] {
  return (readdirSync(path.join(root, "api"), { recursive: true, encoding: "utf8" }) as string[])
    .filter((file) => file.endsWith(".test.ts"))
    .map((file) => path.posix.join("api", file.split(path.sep).join("/")))
    .filter((file) => {
      const text = readFileSync(path.join(root, file), "utf8");
      return !REACHES_OUTSIDE.some((marker) => marker.test(text));
    })
    .sort();
}
