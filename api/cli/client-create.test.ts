import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { findClientByUsername } from "../db/accounts";
import { migrateDatabase, openDatabase } from "../db/client";
import { createScryptHasher } from "../lib/scrypt-hasher";

let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "tpf-cli-"));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

function run(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "api/cli/client-create.ts", ...args], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: `file:${path.join(dataDir, "tpf.db")}`,
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (code) => resolve({ code, output }));
  });
}

const args = [
  "--username",
  "hollis",
  "--first-name",
  "Ray",
  "--last-name",
  "Hollis",
  "--company",
  "Hollis Brothers Trucking",
];

test("takes the client's e-mail with --email, and refuses one that is not an address", async () => {
  const created = await run(["--username", "okafor", "--email", "ada@example.com", ...args.slice(2)], {
    CLIENT_PASSWORD: "okafor-password-1",
  });
  expect(created.code).toBe(0);
  const server = await openDatabase(`file:${path.join(dataDir, "tpf.db")}`);
  expect((await findClientByUsername(server.db, "okafor"))?.email).toBe("ada@example.com");
  server.client.close();

  const bad = await run(["--username", "other", "--email", "not-an-address", ...args.slice(2)], {
    CLIENT_PASSWORD: "okafor-password-1",
  });
  expect(bad.code).toBe(1);
  expect(bad.output).toContain("Enter a valid e-mail address");
}, 30_000);

test("creates a client from CLIENT_PASSWORD while another connection holds the database open", async () => {
  const server = await openDatabase(`file:${path.join(dataDir, "tpf.db")}`);
  await migrateDatabase(server);
  const result = await run(args, { CLIENT_PASSWORD: "hollis-password-1" });
  expect(result.code).toBe(0);
  expect(result.output).toContain('Client account "hollis" created');
  expect(result.output).not.toContain("hollis-password-1");

  const client = await findClientByUsername(server.db, "HOLLIS");
  expect(client).toMatchObject({
    firstName: "Ray",
    lastName: "Hollis",
    companyName: "Hollis Brothers Trucking",
  });
  expect(client?.passwordHash).toMatch(/^scrypt\$15\$8\$1\$/);
  expect(await createScryptHasher().verify("hollis-password-1", client?.passwordHash ?? "")).toBe(true);
  server.client.close();
}, 30_000);

test("refuses a taken username, a short password, missing arguments, and no password without a terminal", async () => {
  expect((await run(args, { CLIENT_PASSWORD: "hollis-password-1" })).code).toBe(0);
  const taken = await run(args, { CLIENT_PASSWORD: "hollis-password-1" });
  expect(taken.code).toBe(1);
  expect(taken.output).toContain("already exists");

  const short = await run([...args.slice(0, 1), "other", ...args.slice(2)], { CLIENT_PASSWORD: "short" });
  expect(short.output).toContain("at least 12 characters");
  expect(short.code).toBe(1);

  const missing = await run(["--username", "x1y2z3"], { CLIENT_PASSWORD: "hollis-password-1" });
  expect(missing.code).toBe(1);
  expect(missing.output).toContain("--first-name is required");
  expect(missing.output).toContain("Usage:");

  const noPassword = await run([...args.slice(0, 1), "another", ...args.slice(2)], { CLIENT_PASSWORD: "" });
  expect(noPassword.code).toBe(1);
  expect(noPassword.output).toContain("No CLIENT_PASSWORD");
}, 60_000);
