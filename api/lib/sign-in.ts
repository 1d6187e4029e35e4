import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { INVALID_CREDENTIALS } from "../contract/auth";
import type { FailureCounter } from "./rate-limits";
import { TOO_MANY_SIGN_INS } from "./rate-limits";

/**
 * Runs a credential check under the failed-sign-in limit (DECISIONS item 6):
 * 429 (with Retry-After) once a username and address have failed too often,
 * 401 on a wrong password (or an unknown username, at the same cost), the
 * account otherwise.
 */
export async function checkCredentials<E extends AppEnv, Account extends { passwordHash: string }>(
  c: Context<E>,
  counter: FailureCounter,
  credentials: { username: string; password: string },
  findAccount: () => Promise<Account | undefined>,
): Promise<{ ok: true; account: Account } | { ok: false; status: 401 | 429; error: string }> {
  const deps = c.get("deps");
  const key = `${credentials.username.toLowerCase()}\u0000${deps.clientAddress(c)}`;
  const wait = counter.retryAfterSeconds(key);
  if (wait > 0) {
    c.header("Retry-After", String(wait));
    return { ok: false, status: 429, error: TOO_MANY_SIGN_INS };
  }
  const account = await findAccount();
  const valid = await deps.verifyPassword(credentials.password, account?.passwordHash);
  if (!account || !valid) {
    counter.recordFailure(key);
    return { ok: false, status: 401, error: INVALID_CREDENTIALS };
  }
  counter.clear(key);
  return { ok: true, account };
}
