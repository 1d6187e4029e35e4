/** /admin/aging: `asOf`, a day written YYYY-MM-DD; anything else is dropped (today), never an error page. */
export interface AgingSearch {
  asOf?: string | undefined;
}

export function AgingSearch(search: Record<string, unknown>): AgingSearch {
  const asOf =
    typeof search.asOf === "string" && /^\d{4}-\d{2}-\d{2}$/.test(search.asOf) ? search.asOf : undefined;
  return { asOf };
}
