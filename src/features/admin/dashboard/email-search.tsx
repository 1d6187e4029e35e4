import { Search, X } from "lucide-react";
import { useId, useState } from "react";
import * as v from "valibot";
import { email as emailSchema } from "../../../../api/contract/fields";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/field";
import styles from "./dashboard.module.css";

/**
 * Search by e-mail (exact, case-insensitive). The results replace both
 * lists until Clear restores them.
 */
export function EmailSearch({
  activeEmail,
  onSearch,
  onClear,
  searching,
}: {
  activeEmail: string | null;
  onSearch: (email: string) => void;
  onClear: () => void;
  searching: boolean;
}) {
  const id = useId();
  const [value, setValue] = useState(activeEmail ?? "");
  const [error, setError] = useState<string | null>(null);

  return (
    <form
      role="search"
      aria-label="Submissions"
      className={styles.search}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = v.safeParse(emailSchema, value);
        if (!parsed.success) {
          setError(parsed.issues[0].message);
          return;
        }
        setError(null);
        onSearch(parsed.output);
      }}
    >
      <label htmlFor={id} className={styles.searchLabel}>
        Search by e-mail
      </label>
      <div className={styles.searchRow}>
        <Input
          id={id}
          type="email"
          inputMode="email"
          autoComplete="off"
          spellCheck={false}
          placeholder="name@company.com"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={styles.searchInput}
        />
        <Button type="submit" variant="secondary" size="sm" disabled={searching}>
          <Search aria-hidden="true" />
          {searching ? "Searching..." : "Search"}
        </Button>
        {activeEmail ? (
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
      {error ? (
        <p id={`${id}-error`} className={styles.searchError}>
          {error}
        </p>
      ) : null}
    </form>
  );
}
