import { queryOptions } from "@tanstack/react-query";
import type { DBSchema } from "idb";
import type { BrokerCheckAnswer } from "../../api/contract/brokers";
import { api, readJson } from "./api";
import { idbConnection } from "./idb-connection";
import { JUST_LOADED_MS } from "./query-client";

/*
 * "Do you fund this broker?" (docs/decisions/0220-broker-book.md): the question the portal's Broker
 * check asks, and the invoice form's broker field too (its suggestions and its warning); and the
 * last answers the Broker check got, kept on the phone to be read without signal.
 */

/** Every broker check query key starts with "brokers". */
export const brokerCheckKeys = {
  check: (q: string) => ["brokers", "check", q.trim().toLowerCase()] as const,
  kept: (username: string) => ["brokers", "kept", username] as const,
};

/** Fewer letters or digits than this and nothing is asked: the server refuses it. */
export const BROKER_CHECK_MIN = 2;

/** Whether a search has enough letters or digits to be asked. */
export const checkable = (q: string) => (q.match(/[\p{L}\p{N}]/gu) ?? []).length >= BROKER_CHECK_MIN;

/** Asks the server which brokers a search finds, each with its verdict. */
export const askBrokers = async (q: string): Promise<BrokerCheckAnswer[]> =>
  (await readJson(await api.api.brokers.$get({ query: { q: q.trim() } }))).brokers;

/** How long an answer is used again for the same text before it is asked again. */
export const CHECK_FRESH_MS = Math.max(JUST_LOADED_MS, 60_000);

/** The brokers a search finds, each with its verdict; asked once a minute at most for one text. */
export const brokerCheckOptions = (q: string) =>
  queryOptions({
    queryKey: brokerCheckKeys.check(q),
    queryFn: () => askBrokers(q),
    enabled: checkable(q),
    staleTime: CHECK_FRESH_MS,
  });

/** One answer the Broker check got: what was asked, when, and what it found. */
export interface KeptCheck {
  q: string;
  checkedAt: string;
  brokers: BrokerCheckAnswer[];
}

/** The answers kept on a phone, per client who signed in on it. */
export const KEPT_CHECKS = 20;

interface KeptSchema extends DBSchema {
  checks: { key: string; value: { username: string; checks: KeptCheck[] } };
}

const connection = idbConnection<KeptSchema>("tpf-broker-checks", 1, (upgrading) => {
  upgrading.createObjectStore("checks", { keyPath: "username" });
});

/** The client's kept answers, newest first; none where the phone keeps nothing. */
export async function keptChecks(username: string): Promise<KeptCheck[]> {
  try {
    return (await (await connection.open()).get("checks", username))?.checks ?? [];
  } catch {
    return [];
  }
}

/**
 * Keeps an answer first among the client's, the same search asked before replaced by it, the 20
 * newest kept; answers them, or undefined where the phone refuses to keep (no room, no IndexedDB):
 * keeping is a convenience, and such a phone just has no copy.
 */
export async function keepCheck(username: string, check: KeptCheck): Promise<KeptCheck[] | undefined> {
  try {
    const db = await connection.open();
    const transaction = db.transaction("checks", "readwrite");
    const earlier = (await transaction.store.get(username))?.checks ?? [];
    const same = (each: KeptCheck) => each.q.trim().toLowerCase() === check.q.trim().toLowerCase();
    const checks = [check, ...earlier.filter((each) => !same(each))].slice(0, KEPT_CHECKS);
    await transaction.store.put({ username, checks });
    await transaction.done;
    return checks;
  } catch {
    return undefined;
  }
}

/** The kept answers, read whatever the signal. */
export const keptChecksOptions = (username: string) =>
  queryOptions({
    queryKey: brokerCheckKeys.kept(username),
    queryFn: () => keptChecks(username),
    networkMode: "always",
    staleTime: 0,
  });

/** Closes this context's connection (a test resets the database). */
export const closeKeptChecks = connection.close;
