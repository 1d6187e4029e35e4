import { Search, X } from "lucide-react";
import { useId, useState } from "react";
import * as v from "valibot";
import { requestEmail } from "../../../../api/contract/request-fields";
import { normalizeReference } from "../../../../api/contract/reference";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/field";
import type { SearchTerm } from "./queries";
import styles from "./dashboard.module.css";

const SEARCH_HINT = "An e-mail address (exact, any case) or a reference such as Q-7K3M-9PX2.";
const SEARCH_INVALID = "Enter an e-mail address like name@company.com, or a reference like Q-7K3M-9PX2.";

/**
 * What staff typed: a reference (read forgivingly: any case, spaces, O for
 * 0, I and L for 1) or an e-mail address, or undefined when it is neither.
 */
function searchTermOf(typed: string): SearchTerm | undefined {
  const reference = normalizeReference(typed);
  if (reference) return { by: "reference", value: reference };
  const email = v.safeParse(requestEmail, typed);
  return email.success ? { by: "email", value: email.output } : undefined;
}

/**
 * Search by e-mail (exact, case-insensitive) or by reference. The results
 * replace both lists until Clear restores them.
 */
export function EmailSearch({
  active,
  onSearch,
  onClear,
  searching,
}: {
  active: SearchTerm | null;
  onSearch: (term: SearchTerm) => void;
  onClear: () => void;
  searching: boolean;
}) {
  const id = useId();
  const [value, setValue] = useState(active?.value ?? "");
  const [error, setError] = useState<string | null>(null);

  return (
    <form
      role="search"
      aria-label="Submissions"
      className={styles.search}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const term = searchTermOf(value);
        if (!term) {
          setError(SEARCH_INVALID);
          return;
        }
        setError(null);
        onSearch(term);
      }}
    >
      <label htmlFor={id} className={styles.searchLabel}>
        Search by e-mail or reference
      </label>
      <div className={styles.searchRow}>
        <Input
          id={id}
          type="text"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder="name@company.com or Q-7K3M-9PX2"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
          className={styles.searchInput}
        />
        <Button type="submit" variant="secondary" size="sm" disabled={searching}>
          <Search aria-hidden="true" />
          {searching ? "Searching..." : "Search"}
        </Button>
        {active ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              setValue("");
              setError(null);
              onClear();
            }}
          >
            <X aria-hidden="true" />
            Clear
          </Button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className={styles.searchHint}>
        {SEARCH_HINT}
      </p>
      {error ? (
        <p id={`${id}-error`} className={styles.searchError}>
          {error}
        </p>
      ) : null}
    </form>
  );
}
