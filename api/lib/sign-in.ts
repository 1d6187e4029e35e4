import type { AnswerKey } from "./answers";
import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { INVALID_CREDENTIALS } from "../contract/auth";
import { HashingBusyError } from "./hashing-slots";
import type { FailureCounter } from "./rate-limits";
import { TOO_MANY_SIGN_INS, TOO_MANY_SIGN_INS_AT_ONCE } from "./rate-limits";

/**
 * Runs a credential check under the failed-sign-in limits
 * (docs/decisions/0014-limits.md): 429 (with Retry-After) once a username and
 * address, or an address across all usernames, have failed too often, and
 * when the address already has too many checks waiting; 401 on a wrong
 * password, an unknown username or a disabled account (all three at the
 * same cost and with the same answer, so nobody learns which accounts
 * exist or are disabled), the account otherwise. The password itself is
 * checked in the address's turn, a few at a time, so a flood from one
 * address never holds up everyone else.
 */
export async function checkCredentials<
  E extends AppEnv,
  Account extends { passwordHash: string; disabledAt: string | null },
>(
  c: Context<E>,
  counter: FailureCounter,
  credentials: { username: string; password: string },
  findAccount: () => Promise<Account | undefined>,
): Promise<{ ok: true; account: Account } | { ok: false; status: 401 | 429; error: AnswerKey }> {
  const deps = c.get("deps");
  const address = deps.clientAddress(c);
  const key = `${credentials.username.toLowerCase()}\u0000${address}`;
  const wait = Math.max(counter.retryAfterSeconds(key), deps.signInsByAddress.retryAfterSeconds(address));
  if (wait > 0) {
    c.header("Retry-After", String(wait));
    return { ok: false, status: 429, error: TOO_MANY_SIGN_INS };
  }
  const found = await findAccount();
  const account = found?.disabledAt === null ? found : undefined;
  let valid: boolean;
  try {
    valid = await deps.hashingSlots.run(address, () =>
      deps.verifyPassword(credentials.password, account?.passwordHash),
    );
  } catch (error) {
    if (!(error instanceof HashingBusyError)) throw error;
    c.header("Retry-After", "1");
    return { ok: false, status: 429, error: TOO_MANY_SIGN_INS_AT_ONCE };
  }
  if (!account || !valid) {
    counter.recordFailure(key);
    // Not cleared by a success: one valid account must not reset an address's count.
    deps.signInsByAddress.recordFailure(address);
    return { ok: false, status: 401, error: INVALID_CREDENTIALS };
  }
  counter.clear(key);
  return { ok: true, account };
}
