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

/**
 * The ranges of suffixes (of `alias`) that start with the word: one; for a number, two, so that it is
 * found whole without reading the longer numbers that start with it: the number then anything below
 * "0" (a space, a dash, the end), and the number then anything above "9" (a letter).
 */
function wordRanges(alias: string, word: SearchWord): SQL[] {
  const suffix = sql.raw(`${alias}.suffix`);
  const between = (from: string, to: string) => sql`${suffix} >= ${from} and ${suffix} < ${to}`;
  return word.wholeNumber
    ? [between(word.text, `${word.text}0`), between(`${word.text}:`, word.text + AFTER_EVERY_CHARACTER)]
    : [between(word.text, word.text + AFTER_EVERY_CHARACTER)];
}

/** A word's matches are counted up to this many to find the rarest word of a search. */
export const COUNTED_UP_TO = 500;

type NameIndex = "client_name_suffixes" | "broker_key_suffixes";
const ownerColumn = (index: NameIndex) => (index === "client_name_suffixes" ? "client_id" : "broker_key");

/**
 * The owners (client ids, broker keys, as the column `owner`) whose name holds every word, or
 * undefined when there are none (no words, or a word that no name holds). The word with the fewest
 * matches (each counted up to COUNTED_UP_TO) is read as its ranges; each other word is then a seek of
 * the owner's own suffixes (the `(owner, suffix)` index), so a common word ("freight") costs nothing
 * beside a rare one.
 */
export async function ownersWithEveryWord(
  db: Database,
  index: NameIndex,
  words: readonly SearchWord[],
): Promise<SQL | undefined> {
  if (words.length === 0) return undefined;
  const table = sql.raw(index);
  const owner = ownerColumn(index);
  // Every word's matches, each counted up to COUNTED_UP_TO (a number's two ranges together), in one
  // statement (`w0`, `w1`, ...).
  const counts = words.map((word, place) => {
    const matches = sql.join(
      wordRanges("s", word).map((range) => sql`select 1 from ${table} s where ${range}`),
      sql` union all `,
    );
    return sql`(select count(*) from (${matches} limit ${COUNTED_UP_TO})) as ${sql.raw(`w${place}`)}`;
  });
  const [row] = await db.all<Record<string, number>>(sql`select ${sql.join(counts, sql`, `)}`);
  const counted = words.map((word, place) => ({ word, matches: Number(row?.[`w${place}`] ?? 0) }));
  const [rarest, ...others] = counted.sort(
    (a, b) => a.matches - b.matches || [...b.word.text].length - [...a.word.text].length,
  );
  if (!rarest || rarest.matches === 0) return undefined;
  const found = sql.join(
    wordRanges("s0", rarest.word).map(
      (range) => sql`select s0.${sql.raw(owner)} as owner from ${table} s0 where ${range}`,
    ),
    sql` union all `,
  );
  const checks = others.map(({ word }, place) => {
    const alias = `s${place + 1}`;
    const seeks = wordRanges(alias, word).map(
      (range) =>
        sql`exists (select 1 from ${table} ${sql.raw(alias)} where ${sql.raw(`${alias}.${owner}`)} = found.owner and ${range})`,
    );
    return sql` and (${sql.join(seeks, sql` or `)})`;
  });
  return sql`select distinct found.owner as owner from (${found}) found where 1${sql.join(checks, sql``)}`;
}

/** The load keys that contain the fragment (a match key of MIN_LOAD_FRAGMENT characters or more). */
export function loadKeysContaining(fragment: string): SQL {
  const characters = [...fragment];
  const start = characters.slice(0, LOAD_SUFFIX_LENGTH).join("");
  const range = sql`suffix >= ${start} and suffix < ${start + AFTER_EVERY_CHARACTER}`;
  const whole = characters.length > LOAD_SUFFIX_LENGTH ? sql` and instr(load_key, ${fragment}) > 0` : sql``;
  return sql`select load_key from load_key_suffixes where ${range}${whole}`;
}

/**
 * The full-text query of a search for an FTS4 table (`unicode61`, which ignores case and accents):
 * every word of the text whole but the last, which may be the start of one (letters and digits only,
 * lowered, so never an FTS operator); undefined when the text has no word.
 */
export function fullTextQuery(text: string): string | undefined {
  const words = text
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu)
    ?.slice(0, MAX_SEARCH_WORDS);
  return words?.map((word, index) => (index === words.length - 1 ? `${word}*` : word)).join(" ");
}

/**
 * The brokers of the book (as the column `owner`) whose names (legal name and aliases, the FTS4 table
 * `broker_words` of docs/decisions/0220-broker-book.md) hold the words of `fullTextQuery`.
 */
export const brokersOfBookWords = (query: string): SQL =>
  sql`select broker_id as owner from broker_words where broker_words match ${query}`;
