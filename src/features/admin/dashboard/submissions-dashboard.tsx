import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { Tabs } from "radix-ui";
import { useState } from "react";
import { isReference } from "../../../../api/contract/reference";
import type { DashboardSearch } from "../../../lib/search-params";
import { EmailSearch } from "./email-search";
import { searchQueryOptions, type SearchTerm, type Submission, type SubmissionKind } from "./queries";
import { SubmissionDetailDialog } from "./submission-detail-dialog";
import { useErrorToast } from "../../../components/ui/use-error-toast";
import { SubmissionsPanel } from "./submissions-panel";
import { SummaryCounters } from "./summary-counters";
import styles from "./dashboard.module.css";

const SEARCH_FAILED = "Failed to search submissions";

/** What the address's `q` searches for: a reference when it is one, else an e-mail. */
export const termOf = (q: string | undefined): SearchTerm | null =>
  q ? { by: isReference(q) ? "reference" : "email", value: q } : null;

/**
 * Counters, search, and the two lists of submissions with their detail
 * view. The open tab and the search live in the address, so they survive a
 * reload and can be linked.
 */
export function SubmissionsDashboard({ search: address }: { search: DashboardSearch }) {
  const navigate = useNavigate({ from: "/admin/quotes" });
  const tab: SubmissionKind = address.tab ?? "quotes";
  const searchTerm = termOf(address.q);
  const setTab = (next: SubmissionKind) =>
    void navigate({ search: (current) => ({ ...current, tab: next }), replace: true });
  const setSearchTerm = (term: SearchTerm | null, nextTab = tab) =>
    void navigate({ search: (current) => ({ ...current, q: term?.value, tab: nextTab }) });
  const [detail, setDetail] = useState<{ kind: SubmissionKind; submission: Submission } | null>(null);
  const [detailOpen, setDetailOpen] = useState(false);

  const search = useQuery({
    ...searchQueryOptions(searchTerm ?? { by: "email", value: "" }),
    enabled: searchTerm !== null,
  });
  useErrorToast(search.error, SEARCH_FAILED, search.errorUpdatedAt);
  const results = searchTerm !== null ? search.data : undefined;

  const view = (kind: SubmissionKind) => (submission: Submission) => {
    setDetail({ kind, submission });
    setDetailOpen(true);
  };

  return (
    <div className={styles.dashboard}>
      <SummaryCounters />
      <EmailSearch
        active={searchTerm}
        searching={searchTerm !== null && search.isFetching}
        onSearch={(term) => {
          // A reference names its list: show the tab where the request is.
          const list = term.value.startsWith("F-") ? "applications" : "quotes";
          setSearchTerm(term, term.by === "reference" ? list : tab);
          if (term.by === searchTerm?.by && term.value === searchTerm.value) void search.refetch();
        }}
        onClear={() => setSearchTerm(null)}
      />
      {searchTerm !== null && search.isError ? (
        <p className={styles.searchFailed} role="alert">
          {SEARCH_FAILED}. Check what you typed and try again, or Clear to see every submission.
        </p>
      ) : null}
      <Tabs.Root
        value={tab}
        onValueChange={(value) => setTab(value as SubmissionKind)}
        className={styles.tabs}
      >
        <Tabs.List className={styles.tabList} aria-label="Submissions">
          <Tabs.Trigger value="quotes" className={styles.tab}>
            Quote Requests
            {results ? <span className={styles.tabCount}>{results.quotes.length}</span> : null}
          </Tabs.Trigger>
          <Tabs.Trigger value="applications" className={styles.tab}>
            Fuel Card Applications
            {results ? <span className={styles.tabCount}>{results.applications.length}</span> : null}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="quotes" className={styles.tabPanel}>
          <SubmissionsPanel
            kind="quotes"
            searchFor={searchTerm?.value ?? null}
            searchResults={results?.quotes}
            onView={view("quotes")}
          />
        </Tabs.Content>
        <Tabs.Content value="applications" className={styles.tabPanel}>
          <SubmissionsPanel
            kind="applications"
            searchFor={searchTerm?.value ?? null}
            searchResults={results?.applications}
            onView={view("applications")}
          />
        </Tabs.Content>
      </Tabs.Root>
      <SubmissionDetailDialog
        kind={detail?.kind ?? "quotes"}
        submission={detail?.submission ?? null}
        open={detailOpen}
        onClose={() => setDetailOpen(false)}
        onChanged={(submission) => setDetail((current) => (current ? { ...current, submission } : current))}
      />
    </div>
  );
}
