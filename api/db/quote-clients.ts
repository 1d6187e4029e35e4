import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { ClientFromQuote, ClientRef } from "../contract/quote-client";
import { PROPOSED_USERNAME_LENGTH } from "../contract/quote-client";
import type { Locale } from "../contract/words";
import { atomically, ifOneChanged } from "./invoices";
import { clients, passwordLinks, quotes } from "./schema";
import type { Database } from "./types";

/**
 * A quote request made into a client account (docs/decisions/0225-quote-to-client.md): the account,
 * the quote's link to it and the invitation, in one transaction.
 */

const clientRefColumns = { id: clients.id, username: clients.username, companyName: clients.companyName };

/** The quote of a reference, with the client it became. */
export async function quoteForClient(db: Database, reference: string) {
  const [quote] = await db
    .select({
      id: quotes.id,
      companyName: quotes.companyName,
      contactName: quotes.contactName,
      email: quotes.email,
      emailNormalized: quotes.emailNormalized,
      phone: quotes.phone,
      mcNumber: quotes.mcNumber,
      dotNumber: quotes.dotNumber,
      clientId: quotes.clientId,
    })
    .from(quotes)
    .where(eq(quotes.reference, reference));
  return quote;
}

export async function clientRef(db: Database, id: string): Promise<ClientRef | undefined> {
  const [client] = await db.select(clientRefColumns).from(clients).where(eq(clients.id, id));
  return client;
}

const hasEmail = (normalized: string) => sql`lower(${clients.email}) = ${normalized}`;

/** The client whose e-mail is this address (any case), disabled or not. */
export async function clientWithEmail(db: Database, normalized: string): Promise<ClientRef | undefined> {
  const [client] = await db.select(clientRefColumns).from(clients).where(hasEmail(normalized)).limit(1);
  return client;
}

/** Numbers tried after a taken username (`riverahauling2`, …) before a random one. */
const NUMBERED_TRIES = 98;

/**
 * The first of `base`, `base2`, `base3`, … that no client uses (any case), read in one statement;
 * past those, `base` and four random digits.
 */
export async function freeUsername(db: Database, base: string): Promise<string> {
  const stem = base.slice(0, PROPOSED_USERNAME_LENGTH);
  const candidates = [stem, ...Array.from({ length: NUMBERED_TRIES }, (_, index) => `${stem}${index + 2}`)];
  const taken = new Set(
    (
      await db
        .select({ username: sql<string>`lower(${clients.username})` })
        .from(clients)
        .where(inArray(sql`lower(${clients.username})`, candidates))
    ).map((row) => row.username),
  );
  return (
    candidates.find((candidate) => !taken.has(candidate)) ??
    `${stem}${String(crypto.getRandomValues(new Uint16Array(1))[0] ?? 0)
      .padStart(4, "0")
      .slice(-4)}`
  );
}

export type MadeClient =
  { ok: true } | { ok: false; clash: "username" } | { ok: false; clash: "quote-or-email" };

/**
 * Stores the client, links the quote to it and stores its invitation, as one transaction. The quote
 * is linked only while it has no client and no client has its e-mail address; the invitation names
 * the client only when that link was made (`ifOneChanged`), so otherwise the whole step is undone
 * (`quote-or-email`: the caller reads which). A username another client took first is `username`.
 */
export async function makeClientFromQuote(
  db: Database,
  step: {
    quoteId: string;
    emailNormalized: string;
    client: ClientFromQuote & { id: string; username: string; locale: Locale; passwordHash: string };
    createdBy: string;
    at: string;
    invitation: { id: string; expiresAt: string };
  },
): Promise<MadeClient> {
  const { client } = step;
  try {
    await atomically(db, [
      db.insert(clients).values({ ...client, createdBy: step.createdBy, createdAt: step.at }),
      db
        .update(quotes)
        .set({ clientId: client.id })
        .where(
          and(
            eq(quotes.id, step.quoteId),
            isNull(quotes.clientId),
            sql`not exists (select 1 from ${clients} where ${hasEmail(step.emailNormalized)} and ${clients.id} <> ${client.id})`,
          ),
        ),
      db.insert(passwordLinks).values({
        id: step.invitation.id,
        accountKind: "client",
        accountId: ifOneChanged(client.id),
        purpose: "invitation",
        createdAt: step.at,
        expiresAt: step.invitation.expiresAt,
      }),
    ]);
    return { ok: true };
  } catch (error) {
    for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
      if (/UNIQUE constraint failed: index 'clients_username_lower_idx'/.test(cause.message))
        return { ok: false, clash: "username" };
      if (/NOT NULL constraint failed: password_links\.account_id/.test(cause.message))
        return { ok: false, clash: "quote-or-email" };
    }
    throw error;
  }
}
