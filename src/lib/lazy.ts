/**
 * A value made on first use and kept: for set-up that costs a slow phone a
 * long task (number and date formats), which must not run while a module
 * loads and the page starts (docs/decisions/0004-islands.md).
 */
export function lazy<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
