import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A comment or document that sends the reader to a file must name one that
 * exists: a path is read from the repository's root, from src/ (where
 * `features/…` and `lib/…` live) or from the folder of the file that names it.
 * Placeholders (`NNNN-title.md`) and a developer's own untracked files
 * (`*.local.ts`, which git ignores) are not checked.
 */
const root = path.resolve(import.meta.dirname, "..");

const PATH =
  /\b(?:src|api|mocks|scripts|tests|docs|public|features|components|lib|content)\/[\w./$-]+\.(?:tsx?|mjs|md|css|json|sql|html)\b/g;
const COMMENT = /^\s*(?:\/\/|\/\*|\*)|\s\/\/\s/;

const files = execFileSync("git", ["ls-files", "*.ts", "*.tsx", "*.mjs", "*.css", "*.md"], { cwd: root })
  .toString()
  .split("\n")
  .filter((file) => file && file !== "src/routeTree.gen.ts");

function namedPaths(file: string): string[] {
  const lines = readFileSync(path.join(root, file), "utf8").split("\n");
  const prose = file.endsWith(".md") ? lines : lines.filter((line) => COMMENT.test(line));
  return prose.flatMap((line) => [...line.matchAll(PATH)].map((match) => match[0]));
}

const exists = (file: string, named: string) =>
  [root, path.join(root, "src"), path.dirname(path.join(root, file))].some((base) =>
    existsSync(path.join(base, named)),
  );

describe("paths named in comments and docs", () => {
  const checked = (named: string) => !named.includes("NNNN") && !/\.local\.\w+$/.test(named);
  it.each(files.filter((file) => namedPaths(file).some(checked)))(
    "%s names only files that exist",
    (file) => {
      const missing = namedPaths(file).filter((named) => checked(named) && !exists(file, named));
      expect(missing).toEqual([]);
    },
  );
});
