import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const TEXT = /\.(html|js|mjs|css|svg|json|webmanifest|txt|xml)$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/**
 * Writes `.br` and `.gz` beside every text file of the build (after the
 * prerender and the service worker), so the server sends compressed bytes
 * without compressing on each request.
 */
export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "tpf:precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: "post",
      sequential: true,
      async handler() {
        for await (const file of files(outDir)) {
          if (!TEXT.test(file) || (await stat(file)).size < 512) continue;
          const source = await readFile(file);
          await writeFile(
            `${file}.br`,
            await brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          await writeFile(`${file}.gz`, await gz(source, { level: 9 }));
        }
      },
    },
  };
}
