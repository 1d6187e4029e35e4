import { Hono, type Context } from "hono";
import type { AppEnv } from "../app-env";
import { CLIENT_USERNAME_TAKEN } from "../contract/accounts";
import { INVITATION_DAYS } from "../contract/password-links";
import {
  clientFromQuote,
  emailAlreadyClient,
  QUOTE_NOT_FOUND,
  QuoteClientInput,
  quoteAlreadyClient,
  usernameFromCompany,
  type ClientRef,
  type QuoteClientPreview,
} from "../contract/quote-client";
import { findClientAccount, findClientByUsername, generatePassword } from "../db/accounts";
import {
  clientRef,
  clientWithEmail,
  freeUsername,
  makeClientFromQuote,
  quoteForClient,
} from "../db/quote-clients";
import type { ApiError } from "../lib/errors";
import { englishErrorJson, validationJson } from "../lib/errors";
import { newLinkId } from "../lib/password-link-token";
import { searchReference } from "../lib/submissions";
import { jsonBody } from "../lib/validation";
import { requireStaff } from "./session-guards";

const DAY_MS = 24 * 60 * 60 * 1000;
/** A username another client takes between our look and our write is replaced this many times. */
const USERNAME_TRIES = 3;

type QuoteRow = NonNullable<Awaited<ReturnType<typeof quoteForClient>>>;

/** The quote the path names: 422 when the text cannot be a reference, 404 when no quote has it. */
async function quoteOfPath<E extends AppEnv>(c: Context<E>) {
  const search = searchReference(c.req.param("reference") ?? "");
  if (!search.ok)
    return { ok: false as const, response: validationJson(c, search.issues, search.issues.reference) };
  const quote = await quoteForClient(c.get("deps").db, search.reference);
  if (!quote) return { ok: false as const, response: englishErrorJson(c, 404, QUOTE_NOT_FOUND) };
  return { ok: true as const, reference: search.reference, quote };
}

/** 409 naming the client that refuses the step: the one the quote became, or the one with its e-mail. */
const refusedFor = (c: Context, error: string, client: ClientRef) =>
  c.json({ error, client } satisfies ApiError & { client: ClientRef }, 409);

/** Why the quote cannot become a client, if it cannot: it became one, or a client has its e-mail. */
async function refusal<E extends AppEnv>(c: Context<E>, quote: QuoteRow) {
  const { db } = c.get("deps");
  const became = quote.clientId ? await clientRef(db, quote.clientId) : undefined;
  if (became) return refusedFor(c, quoteAlreadyClient(became), became);
  const other = await clientWithEmail(db, quote.emailNormalized);
  if (other) return refusedFor(c, emailAlreadyClient(quote.email, other), other);
  return undefined;
}

/**
 * A quote request made into a client account in one step (docs/decisions/0225-quote-to-client.md):
 * what the step would carry over, and the step itself: the account, the quote's link to it and an
 * invitation e-mailed from the outbox, in one transaction.
 */
export const quoteClientRoutes = new Hono<AppEnv>()
  .get("/:reference/client", requireStaff, async (c) => {
    const found = await quoteOfPath(c);
    if (!found.ok) return found.response;
    const { db } = c.get("deps");
    const { quote } = found;
    const client = (quote.clientId && (await clientRef(db, quote.clientId))) || null;
    const emailClient = client ? null : ((await clientWithEmail(db, quote.emailNormalized)) ?? null);
    const carried = clientFromQuote(quote);
    const username = await freeUsername(db, usernameFromCompany(carried.companyName, carried.email));
    const preview: QuoteClientPreview = {
      success: true,
      client,
      emailClient,
      proposal: { ...carried, username },
    };
    return c.json(preview, 200);
  })
  .post("/:reference/client", requireStaff, jsonBody(QuoteClientInput), async (c) => {
    const found = await quoteOfPath(c);
    if (!found.ok) return found.response;
    const deps = c.get("deps");
    const { db } = deps;
    const { quote } = found;
    const { username: chosen, locale } = c.req.valid("json");
    const refused = await refusal(c, quote);
    if (refused) return refused;
    if (chosen && (await findClientByUsername(db, chosen)))
      return englishErrorJson(c, 409, CLIENT_USERNAME_TAKEN);

    const carried = clientFromQuote(quote);
    // Nobody knows this password: the client sets their own from the invitation.
    const passwordHash = await deps.hashingSlots.run(deps.clientAddress(c), () =>
      deps.passwordHasher.hash(generatePassword()),
    );
    for (let attempt = 1; attempt <= USERNAME_TRIES; attempt++) {
      const id = crypto.randomUUID();
      const now = deps.now();
      const expiresAt = new Date(now.getTime() + INVITATION_DAYS * DAY_MS).toISOString();
      const made = await makeClientFromQuote(db, {
        quoteId: quote.id,
        emailNormalized: quote.emailNormalized,
        client: {
          ...carried,
          id,
          username:
            chosen || (await freeUsername(db, usernameFromCompany(carried.companyName, carried.email))),
          locale,
          passwordHash,
        },
        createdBy: c.get("staff").username,
        at: now.toISOString(),
        invitation: { id: newLinkId(), expiresAt },
      });
      if (made.ok) {
        const account = await findClientAccount(db, id);
        if (!account) throw new Error("the client made from a quote is not stored");
        return c.json(
          { success: true as const, account, invitation: { email: carried.email, expiresAt } },
          201,
        );
      }
      if (made.clash === "username") {
        if (chosen) return englishErrorJson(c, 409, CLIENT_USERNAME_TAKEN);
        continue;
      }
      // Another staff member made this quote, or a client with its e-mail, into a client first.
      const current = await quoteForClient(db, found.reference);
      const refusedNow = current ? await refusal(c, current) : englishErrorJson(c, 404, QUOTE_NOT_FOUND);
      if (refusedNow) return refusedNow;
    }
    throw new Error("no free username for a client made from a quote");
  });
