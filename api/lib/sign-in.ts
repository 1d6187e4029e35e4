import type { AnswerKey } from "./answers";
import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { INVALID_CREDENTIALS } from "../contract/auth";
import { HashingBusyError } from "./hashing-slots";
import type { WindowLimit } from "./rate-limits";
import { takeEach, TOO_MANY_SIGN_INS, TOO_MANY_SIGN_INS_AT_ONCE } from "./rate-limits";

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
 *
 * The attempt is counted on both limits before the password is checked, so
 * attempts running at once, on this server or another, cannot pass a limit
 * together; what turns out not to be a failure is given back.
 */
export async function checkCredentials<
  E extends AppEnv,
  Account extends { passwordHash: string; disabledAt: string | null },
>(
  c: Context<E>,
  limit: WindowLimit,
  credentials: { username: string; password: string },
  findAccount: () => Promise<Account | undefined>,
): Promise<{ ok: true; account: Account } | { ok: false; status: 401 | 429; error: AnswerKey }> {
  const deps = c.get("deps");
  const address = deps.clientAddress(c);
  const key = `${credentials.username.toLowerCase()}\u0000${address}`;
  const wait = await takeEach([
    [deps.signInsByAddress, address],
    [limit, key],
  ]);
  if (wait > 0) {
    c.header("Retry-After", String(wait));
    return { ok: false, status: 429, error: TOO_MANY_SIGN_INS };
  }
  let outcome: "failed" | "succeeded" | "unchecked" = "unchecked";
  try {
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
      outcome = "failed";
      return { ok: false, status: 401, error: INVALID_CREDENTIALS };
    }
    outcome = "succeeded";
    return { ok: true, account };
  } finally {
    // A failure keeps both counts. A success clears the username's failures but not the address's
    // (one valid account must not reset a flood's count); its own attempt is given back.
    if (outcome === "succeeded") await limit.clear(key);
    else if (outcome === "unchecked") await limit.giveBack(key);
    if (outcome !== "failed") await deps.signInsByAddress.giveBack(address);
  }
}
