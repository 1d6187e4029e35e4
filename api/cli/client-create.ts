import { parseArgs } from "node:util";
import * as v from "valibot";
import { USERNAME_PATTERN, USERNAME_RULE } from "../contract/accounts";
import { newClientPassword } from "../contract/auth";
import { email } from "../contract/fields";
import { LOCALES } from "../contract/words";
import { loadConfig } from "../config";
import { createClientAccount, UsernameTakenError } from "../db/accounts";
import { migrateDatabase, openDatabase } from "../db/client";
import { runCli } from "../lib/run-cli";
import { createScryptHasher } from "../lib/scrypt-hasher";
import { promptHidden } from "./prompt-hidden";

const USAGE = `Usage: CLIENT_PASSWORD=... npm run client:create -- --username U --first-name F --last-name L --company C [--email E] [--locale en|es]
Without CLIENT_PASSWORD the password is asked for (not shown while typed).`;

const name = (label: string) =>
  v.pipe(
    v.string(`${label} is required`),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.maxLength(100, `${label} must be at most 100 characters`),
  );

const ClientAccountArgs = v.object({
  username: v.pipe(
    v.string("--username is required"),
    v.trim(),
    v.regex(USERNAME_PATTERN, `--username must be ${USERNAME_RULE}`),
  ),
  firstName: name("--first-name"),
  lastName: name("--last-name"),
  companyName: name("--company"),
  email: v.optional(email("--email", 254), undefined),
  // The language of the client's portal, e-mails and push messages.
  locale: v.optional(v.picklist(LOCALES, "--locale must be en or es"), "en"),
});

class UsageError extends Error {}

/**
 * `npm run client:create`: creates a client account. The database is opened
 * in WAL mode with a busy timeout, so this works while the server runs.
 */
runCli(
  async () => {
    const { values } = parseArgs({
      options: {
        username: { type: "string" },
        "first-name": { type: "string" },
        "last-name": { type: "string" },
        company: { type: "string" },
        email: { type: "string" },
        locale: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
    });
    if (values.help) {
      console.info(USAGE);
      return;
    }
    const parsed = v.safeParse(ClientAccountArgs, {
      username: values.username,
      firstName: values["first-name"],
      lastName: values["last-name"],
      companyName: values.company,
      email: values.email,
      locale: values.locale,
    });
    if (!parsed.success)
      throw new UsageError(`${parsed.issues.map((issue) => issue.message).join("\n")}\n\n${USAGE}`);

    const password = process.env.CLIENT_PASSWORD || (await askPassword());
    const passwordCheck = v.safeParse(newClientPassword, password);
    if (!passwordCheck.success)
      throw new UsageError(passwordCheck.issues[0].message.replace("New password", "The password"));

    const config = loadConfig();
    const handle = await openDatabase(config.DATABASE_URL, config.DATABASE_AUTH_TOKEN, {
      busyTimeoutMs: config.DATABASE_BUSY_TIMEOUT_MS,
    });
    try {
      await migrateDatabase(handle);
      await createClientAccount(handle.db, createScryptHasher(), parsed.output, password);
      console.info(
        `Client account "${parsed.output.username}" created for ${parsed.output.firstName} ${parsed.output.lastName}, ${parsed.output.companyName}.`,
      );
    } catch (error) {
      if (error instanceof UsernameTakenError) throw new UsageError(error.message);
      throw error;
    } finally {
      handle.client.close();
    }
  },
  (error) => (error instanceof UsageError ? error.message : undefined),
);

async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY)
    throw new UsageError(`No CLIENT_PASSWORD set and no terminal to ask for one.\n\n${USAGE}`);
  const password = await promptHidden("Password for the new client: ");
  const again = await promptHidden("Repeat the password: ");
  if (password !== again) throw new UsageError("The two passwords differ. Nothing was created.");
  return password;
}
