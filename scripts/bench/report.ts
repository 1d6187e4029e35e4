/**
 * The bench's table: printed, and written as the "Performance" section of
 * BENCHMARKS.md (any other section of that file is left as it is).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import type { Machine } from "./machine";

export interface Row {
  figure: string;
  target: string;
  measured: string;
  met: boolean | null;
  /** 1-minute load average when it was measured (the machine is shared). */
  load: number;
}

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
export const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;

const verdict = (row: Row) => (row.met === null ? "info" : row.met ? "met" : "**missed**");

/** The table as text; `judged: false` leaves out the targets and results (a smoke run's figures mean nothing). */
export function printTable(rows: Row[], { judged = true } = {}): string {
  const cells = rows.map((row) =>
    judged
      ? [row.figure, row.target, row.measured, verdict(row).replace(/\*/g, ""), String(row.load)]
      : [row.figure, row.measured, String(row.load)],
  );
  const header = judged ? ["Figure", "Target", "Measured", "Result", "Load"] : ["Figure", "Measured", "Load"];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((cell) => (cell[column] ?? "").length)),
  );
  const line = (values: string[]) =>
    values.map((value, column) => value.padEnd(widths[column] ?? 0)).join(" | ");
  return [line(header), widths.map((width) => "-".repeat(width)).join("-|-"), ...cells.map(line)].join("\n");
}

function markdownTable(rows: Row[]): string {
  const escape = (value: string) => value.replace(/\|/g, "\\|");
  return [
    "| Figure | Target | Measured | Result | Load |",
    "| --- | --- | --- | --- | --- |",
    ...rows.map(
      (row) =>
        `| ${escape(row.figure)} | ${escape(row.target)} | ${escape(row.measured)} | ${verdict(row)} | ${row.load} |`,
    ),
  ].join("\n");
}

const MEANS = `### Means

- **Prerendered HTML** for every public page (\`scripts/prerender-plugin.ts\`): the content is in the
  first response, before any script runs.
- **Critical CSS inlined**: each prerendered page carries the CSS of the entry and of its own route
  modules in \`<style>\` elements, so no request blocks the first paint. Each route CSS file's
  \`<link rel="stylesheet">\` stays in the page \`disabled\` (browsers do not fetch a disabled
  stylesheet), only so Vite's loader knows the CSS is there and does not fetch it again.
- **Islands, not hydration** (docs/decisions/0004-islands.md): public pages are HTML that works on
  its own (links, a \`popover\` menu, \`<details>\` panels, forms that post to their page); only their
  islands load and wake (\`src/site.ts\`), each as a React root of its own. No router, no TanStack
  Query and no page code on a content page; islands that wait to be scrolled into view (the team on
  About) load their code then.
- **Fewer, larger chunks where every page needs them**: React in one file, and what every public
  page wakes (the outbox, the offline pill, the update offer, notifications) in one \`site-kit\` file
  (Rolldown \`codeSplitting.groups\`); icons grouped by the set of entries that use them.
- **Precompressed brotli** (quality 11) and gzip beside every text file, and **immutable caching** of
  hashed assets (\`Cache-Control: public, max-age=31536000, immutable\`); HTML revalidates.
- **Service worker precache** of the public site, so repeat and offline visits read from the device.
- **Database**: keyset pagination with a row-value comparison \`(submitted_at, id) < (?, ?)\` on the
  \`(submitted_at, id)\` index, e-mail search on an \`(email_normalized, submitted_at, id)\` index
  (matches come out newest first, no sort), totals and "new" counts kept exact by triggers in a
  \`submission_counts\` table instead of \`COUNT(*)\` over every row, the last-seven-days counter as
  an index range. The plans are checked on every run (above).
- **Lean submission path**: one prepared \`INSERT … ON CONFLICT DO NOTHING RETURNING id\` per request
  (the unique index on the Idempotency-Key is the idempotency lookup; only a repeated key reads the
  earlier row), the stored row answered from memory, SHA-256 of the body with Node's synchronous
  hash instead of WebCrypto; WAL on the embedded file.

### Where a target is missed, and why

- **\`POST /api/quotes\` throughput and p99** (target 1,500 req/s and 50 ms, set before the rule that
  no write is acknowledged unless SQLite committed it, docs/decisions/0010-busy-database.md). Measured
  in one sitting on this kind of machine (2 cores, Intel Xeon, load under 1): the code from before that
  rule (d9eb391) sustained **1,300 req/s**, today's **644 req/s**. The difference is the price of the
  rule: every statement runs in an explicit \`BEGIN … COMMIT\` (three statements prepared and run
  where there was one), and \`synchronous\` stays \`FULL\`, so a commit is on disk before it is
  reported (with \`NORMAL\` instead, 756 against 599 req/s in the same sitting: about a fifth of the
  cost). We keep the rule: a funding company may not tell a driver "sent" for a request a power cut can
  still lose, and 600 requests a second is several orders of magnitude above TPF's traffic.
- **Lighthouse LCP** (target 1.5 s) on a machine whose CPU benchmark index is 2,400-2,900 (the figures
  of 1.0-1.2 s in earlier runs came from a machine at 2,900-3,500). Lighthouse simulates LCP from the
  page's network graph. In Chromium itself, under DevTools throttling of the same strength (150 ms RTT,
  1.6 Mbps, 4x CPU), the LCP element of \`/\`, \`/get-quote\` and \`/about\` (the hero's lead
  paragraph, text from the first response) was painted at 0.50-0.53 s.
  A likely reason, not proven: Lighthouse counts in that simulation every request that started before
  the paint, and the islands' scripts are now asked for from the page's head (low priority) instead
  of after the first paint as the old 2 KB loader did.
- **\`/get-quote\` TBT and Performance** (TBT 46-176 ms between Lighthouse runs of one build on this
  machine). Tried and kept, seen in Chromium's traces of the page at 4x CPU (3 loads each): islands
  hydrate inside a transition, in slices (the hydration task of about 65 ms was gone from 6 of 9
  loads); number and date formats are made on first use, not when the form's code loads (the first
  \`toLocaleString\` alone took 44-79 ms). Long tasks of evaluating modules went from 3 to 1 a load.
  What is left is evaluating the form's code and laying the page out. Nothing is lost meanwhile (taps
  lost: 0, and the form posts without scripts).`;

const HOW = `### How each figure is measured

- **Lighthouse** 12 (npm), default configuration: mobile form factor, simulated slow 4G (150 ms RTT,
  1.6 Mbps) and 4x CPU slowdown, driving Debian's Chromium (headless). Each page is run several
  times; the run with the median Performance score is shown.
- **Bytes**: a cold first visit to \`/\` in Chromium (phone viewport, empty cache) through Playwright,
  until the load event, the service worker's activation and a quiet network. "In all" is every
  response the page itself fetched (HTML, CSS, JavaScript, images, manifest, icons, the worker
  script), headers plus compressed bodies as transferred. JavaScript is the compressed bodies of the
  scripts among them. The service worker's install-time precache (the offline copy of the public
  site, fetched by the worker after the page loaded) is shown apart and has no target.
- **Code that does not belong**: \`/\`, \`/about\` and an article are loaded with the service worker
  blocked; every script fetched is looked up in the build's chunk -> modules map, and no module of
  \`src/routes/admin*\`, \`client-*\`, \`external-login\` or \`src/features/{admin,client-portal,auth,
  quote-form,fuel-card-form,calculators}\` may be among them.
- **Offline**: after one online visit to \`/\` (worker installed and controlling), the network is
  switched off and an article is opened 5 times, each time with the service worker stopped first
  (a cold worker start). Time from navigation start to the first frame in which the article's \`h1\`
  is laid out and visible; median.
- **API**: the real server process (\`node --import tsx api/server.ts\`, production mode, info
  logging) on 127.0.0.1 with an embedded libSQL file in a throwaway folder, autocannon on the same
  machine (so the load generator shares the 2 cores). \`POST /api/quotes\`: 16 connections for 15 s
  after a 2 s warm-up, every request with its own Idempotency-Key. Staff list and search: signed in
  as staff, 2 connections for 5 s each on the first page (\`?limit=25\`), a page 90 % deep (its
  cursor) and an e-mail search, with 10 thousand, 100 thousand and 1 million stored quote requests
  generated by the bench straight into the database file (cached under \`.e2e/bench/db\`).`;

export function writeBenchmarks(
  file: string,
  rows: Row[],
  machine: Machine,
  extra: { date: string; notes: string[]; plans: string[]; durationS: number },
): void {
  const section = [
    "## Performance",
    "",
    `Written by \`npm run bench\` on ${extra.date} (took ${Math.round(extra.durationS)} s). Each figure is shown against its target.`,
    "",
    `Machine: ${machine.cpus} CPU${machine.cpus === 1 ? "" : "s"} (nproc), ${machine.cpuModel}, ${machine.memoryGiB} GiB memory, ${machine.os}; Node ${machine.node}; ${machine.chromium}.`,
    "The machine is shared with other test runs: the last column is the 1-minute load average when each",
    "figure was taken (above 2 means processes were waiting for the 2 cores, and the figure is pessimistic).",
    "",
    markdownTable(rows),
    "",
    ...(extra.notes.length > 0 ? ["### Notes", "", ...extra.notes.map((note) => `- ${note}`), ""] : []),
    "### Query plans (EXPLAIN QUERY PLAN, 1 million rows)",
    "",
    "```",
    ...extra.plans,
    "```",
    "",
    HOW,
    "",
    MEANS,
    "",
  ].join("\n");

  const existing = existsSync(file) ? readFileSync(file, "utf8") : "# Benchmarks\n";
  const lines = existing.split("\n");
  const start = lines.findIndex((line) => /^## Performance\s*$/.test(line));
  let next: string;
  if (start === -1) {
    next = `${existing.replace(/\s*$/, "")}\n\n${section}`;
  } else {
    const endOffset = lines.slice(start + 1).findIndex((line) => /^## /.test(line));
    const end = endOffset === -1 ? lines.length : start + 1 + endOffset;
    const before = lines.slice(0, start).join("\n").replace(/\s*$/, "");
    const after = lines.slice(end).join("\n").replace(/^\s*/, "");
    next = `${before}\n\n${section}${after ? `\n${after}` : ""}`;
  }
  writeFileSync(file, `${next.replace(/\s*$/, "")}\n`);
}

/**
 * Writes (or replaces) one section of BENCHMARKS.md, named by its first line
 * (`## Invoices`), with the date and its rows as a table; the other sections
 * are left as they are.
 */
export function writeSection(file: string, section: string[], extra: { date: string; rows: Row[] }) {
  const heading = section[0] ?? "";
  const text = [
    ...section.slice(0, 2),
    `Measured on ${extra.date}.`,
    "",
    ...section.slice(2),
    "| Figure | Target | Measured | Result | Load |",
    "| --- | --- | --- | --- | --- |",
    ...extra.rows.map(
      (row) =>
        `| ${row.figure} | ${row.target} | ${row.measured} | ${row.met === null ? "info" : row.met ? "met" : "**missed**"} | ${row.load} |`,
    ),
    "",
  ].join("\n");
  const existing = existsSync(file) ? readFileSync(file, "utf8") : "# Benchmarks\n";
  const start = existing.indexOf(`${heading}\n`);
  if (start < 0) {
    writeFileSync(file, `${existing.trimEnd()}\n\n${text}`);
    return;
  }
  const next = existing.indexOf("\n## ", start + 1);
  writeFileSync(file, existing.slice(0, start) + text + (next < 0 ? "" : existing.slice(next + 1)));
}
