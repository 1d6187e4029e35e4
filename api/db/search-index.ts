import { sql, type SQL } from "drizzle-orm";
import type { Database } from "./types";

/**
 * The staff search's substring index (docs/decisions/0150-staff-search-cost.md). Three tables hold
 * suffixes, kept by triggers (the migration's SQL) so that no write path can forget them:
 *
 * - `client_name_suffixes (suffix, client_id)`: of each client's company, first and last name,
 *   folded (`foldForSearch`);
 * - `broker_key_suffixes (suffix, broker_key)`: of each broker's match key, folded, once per broker;
 * - `load_key_suffixes (suffix, load_key)`: of each load number's match key, once per load.
 *
 * A text contains a word exactly when one of its suffixes starts with it, so each word is one range of
 * an index, which holds as many rows as the word has matches: the cost follows the matches, never the
 * number of invoices. The name tables are also indexed by owner, so that a search's other words are
 * checked on the owners its rarest word found.
 */

/**
 * Accented letters read as their plain letter, upper and lower case. The migration's SQL folds stored
 * names with the same list (`foldSql`), so a search and what it searches are folded alike.
 */
export const FOLDED_LETTERS: readonly (readonly [string, string])[] = [
  ..."àáâãäåÀÁÂÃÄÅ".split("").map((letter) => [letter, "a"] as const),
  ..."çÇ".split("").map((letter) => [letter, "c"] as const),
  ..."èéêëÈÉÊË".split("").map((letter) => [letter, "e"] as const),
  ..."ìíîïÌÍÎÏ".split("").map((letter) => [letter, "i"] as const),
  ..."ñÑ".split("").map((letter) => [letter, "n"] as const),
  ..."òóôõöøÒÓÔÕÖØ".split("").map((letter) => [letter, "o"] as const),
  ..."ùúûüÙÚÛÜ".split("").map((letter) => [letter, "u"] as const),
  ..."ýÿÝŸ".split("").map((letter) => [letter, "y"] as const),
];
const foldedLetter = new Map(FOLDED_LETTERS);

/**
 * The text as the index compares it: A-Z in lower case and the accents of `FOLDED_LETTERS` dropped,
 * every other character as it is (SQLite's `lower()` knows only A-Z). Compatibility forms are
 * composed first (`ｌｄ１２` is `ld12`), as a keyboard sends them.
 */
export function foldForSearch(text: string): string {
  let folded = "";
  for (const char of text.normalize("NFKC")) {
    folded += char >= "A" && char <= "Z" ? char.toLowerCase() : (foldedLetter.get(char) ?? char);
  }
  return folded;
}

/** Replacements per step of `foldSql`: SQLite's parser refuses a few dozen nested calls in one expression. */
const FOLDS_PER_STEP = 14;

/**
 * `foldForSearch` in SQL, as the migration writes it: a query whose `name` column is `lower()` of
 * `source.expression`, then the replacements in steps, each step a subquery of the one before. `source.columns` are selected from `source.from`
 * beside it, and carried through the steps as `source.carried`.
 */
export function foldSql(source: {
  expression: string;
  columns: string;
  carried: string;
  from: string;
}): string {
  const steps: string[] = [];
  for (let start = 0; start < FOLDED_LETTERS.length; start += FOLDS_PER_STEP) {
    steps.push(
      FOLDED_LETTERS.slice(start, start + FOLDS_PER_STEP).reduce(
        (folded, [letter, plain]) => `replace(${folded}, '${letter}', '${plain}')`,
        start === 0 ? `lower(${source.expression})` : "`name`",
      ),
    );
  }
  return steps.reduce((inner, step, index) => {
    // DISTINCT on the last step keeps SQLite from copying the whole folding into every use of
    // `name` (it would fold the text again for each of its characters); a condition on the
    // carried columns still reaches the table's index through it.
    const select = index === steps.length - 1 ? "SELECT DISTINCT" : "SELECT";
    return index === 0
      ? `${select} ${source.columns}, ${step} AS \`name\` FROM ${source.from}`
      : `${select} ${source.carried}, ${step} AS \`name\` FROM (${inner})`;
  }, "");
}

/** One word of a search as the index reads it. */
export interface SearchWord {
  text: string;
  /** Digits only: matches a whole number of a name, never a piece of one ("37" is not "370" or "137"). */
  wholeNumber: boolean;
}

/** At most this many words of a search are looked up in the names. */
export const MAX_SEARCH_WORDS = 8;

/**
 * The words of a search (runs of letters and digits), folded, each once. `lowerEveryLetter` lowers
 * letters beyond A-Z too, as the broker keys were lowered (`matchKey`).
 */
export function searchWords(q: string, options: { lowerEveryLetter?: boolean } = {}): SearchWord[] {
  const text = options.lowerEveryLetter ? q.normalize("NFKC").toLowerCase() : q;
  const words = foldForSearch(text).match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)]
    .slice(0, MAX_SEARCH_WORDS)
    .map((word) => ({ text: word, wholeNumber: /^[0-9]+$/.test(word) }));
}

/** Above every character: the end of the range of texts that start with a word. */
export const AFTER_EVERY_CHARACTER = "\u{10FFFF}";

/** The longest suffix the load index keeps, in characters; a longer fragment is checked on the key. */
export const LOAD_SUFFIX_LENGTH = 20;

/** A load number is searched from this many characters of its match key. */
export const MIN_LOAD_FRAGMENT = 3;

/** Where a word may stand in a name: the suffixes (of `alias`) that start with it (a number: with all of it). */
function wordRange(alias: SQL, word: SearchWord): SQL {
  const range = sql`${alias}.suffix >= ${word.text} and ${alias}.suffix < ${word.text + AFTER_EVERY_CHARACTER}`;
  return word.wholeNumber
    ? sql`${range} and substr(${alias}.suffix, ${[...word.text].length + 1}, 1) not glob '[0-9]'`
    : range;
}

/** A word's matches are counted up to this many to find the rarest word of a search. */
export const COUNTED_UP_TO = 500;

type NameIndex = "client_name_suffixes" | "broker_key_suffixes";
const ownerColumn = (index: NameIndex) =>
  sql.raw(index === "client_name_suffixes" ? "client_id" : "broker_key");

/**
 * The owners (client ids, broker keys, as the column `owner`) whose name holds every word, or
 * undefined when there are none (no words, or a word that no name holds). The word with the fewest matches (each counted up to COUNTED_UP_TO) is read
 * as its range; each other word is then one seek of the owner's own suffixes (the `(owner, suffix)`
 * index), so a common word ("freight") costs nothing beside a rare one.
 */
export async function ownersWithEveryWord(
  db: Database,
  index: NameIndex,
  words: readonly SearchWord[],
): Promise<SQL | undefined> {
  if (words.length === 0) return undefined;
  const table = sql.raw(index);
  const owner = ownerColumn(index);
  const counted = await Promise.all(
    words.map(async (word) => {
      const [row] = await db.all<{ n: number }>(
        sql`select count(*) as n from (select 1 from ${table} s where ${wordRange(sql.raw("s"), word)} limit ${COUNTED_UP_TO})`,
      );
      return { word, matches: Number(row?.n ?? 0) };
    }),
  );
  const [rarest, ...others] = counted.sort(
    (a, b) => a.matches - b.matches || [...b.word.text].length - [...a.word.text].length,
  );
  if (!rarest || rarest.matches === 0) return undefined;
  const checks = others.map(
    ({ word }, place) =>
      sql` and exists (select 1 from ${table} ${sql.raw(`s${place + 1}`)} where ${sql.raw(`s${place + 1}`)}.${owner} = s0.${owner} and ${wordRange(sql.raw(`s${place + 1}`), word)})`,
  );
  return sql`select distinct s0.${owner} as owner from ${table} s0 where ${wordRange(sql.raw("s0"), rarest.word)}${sql.join(checks, sql``)}`;
}

/** The load keys that contain the fragment (a match key of MIN_LOAD_FRAGMENT characters or more). */
export function loadKeysContaining(fragment: string): SQL {
  const characters = [...fragment];
  const start = characters.slice(0, LOAD_SUFFIX_LENGTH).join("");
  const range = sql`suffix >= ${start} and suffix < ${start + AFTER_EVERY_CHARACTER}`;
  const whole = characters.length > LOAD_SUFFIX_LENGTH ? sql` and instr(load_key, ${fragment}) > 0` : sql``;
  return sql`select load_key from load_key_suffixes where ${range}${whole}`;
}
