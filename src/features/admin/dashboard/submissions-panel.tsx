import { useInfiniteQuery, useMutation } from "@tanstack/react-query";
import { Download, Inbox, SearchX } from "lucide-react";
import { Button, ButtonAnchor } from "../../../components/ui/button";
import { useToast } from "../../../components/ui/toast";
import { useErrorToast } from "../../../components/ui/use-error-toast";
import { sessionEnded } from "../../../lib/session-ended";
import {
  downloadExport,
  exportPaths,
  submissionListOptions,
  type Submission,
  type SubmissionKind,
} from "./queries";
import { SubmissionsTable } from "./submissions-table";
import { Spinner } from "../../../components/ui/spinner";
import styles from "./dashboard.module.css";
import { LoadMore } from "../../../components/ui/load-more";

const panelText = {
  quotes: {
    caption: "Quote requests, newest first",
    empty: "No quotes found",
    emptyFor: (searched: string) => `No quotes found for ${searched}`,
    fetchError: "Failed to fetch quotes",
    exportError: "Failed to export quotes",
    noun: (count: number) => (count === 1 ? "quote request" : "quote requests"),
  },
  applications: {
    caption: "Fuel card applications, newest first",
    empty: "No fuel card applications found",
    emptyFor: (searched: string) => `No fuel card applications found for ${searched}`,
    fetchError: "Failed to fetch fuel card applications",
    exportError: "Failed to export fuel card applications",
    noun: (count: number) => (count === 1 ? "fuel card application" : "fuel card applications"),
  },
} as const;

/**
 * "Export CSV" of the list as shown (the search goes with it): a link to the
 * export (what works without the app), which the
 * app turns into a fetch saved as a file. An ended session (401) leads back to
 * sign-in through the staff guard; any other failure says so in a toast.
 */
function ExportCsvLink({ kind, searchFor }: { kind: SubmissionKind; searchFor: string | null }) {
  const { toast } = useToast();
  const exporting = useMutation({
    mutationFn: () => downloadExport(kind, searchFor),
    onError: (error) => {
      if (!sessionEnded(error))
        toast({ title: "Error", description: panelText[kind].exportError, variant: "destructive" });
    },
  });
  return (
    <ButtonAnchor
      href={exportPaths[kind](searchFor)}
      download
      variant="outline"
      size="sm"
      aria-disabled={exporting.isPending || undefined}
      onClick={(event) => {
        event.preventDefault();
        if (!exporting.isPending) exporting.mutate();
      }}
    >
      {exporting.isPending ? <Spinner /> : <Download aria-hidden="true" />}
      Export CSV
    </ButtonAnchor>
  );
}

function EmptyState({ searching, text }: { searching: boolean; text: string }) {
  const Icon = searching ? SearchX : Inbox;
  return (
    <div className={styles.empty}>
      <Icon aria-hidden="true" size={32} />
      <p>{text}</p>
    </div>
  );
}

/** The list of one kind of submission: search results while a search is active, else all of them, a page at a time. */
export function SubmissionsPanel({
  kind,
  searchFor,
  searchResults,
  onView,
}: {
  kind: SubmissionKind;
  /** The e-mail address or reference searched for, or null for the full list. */
  searchFor: string | null;
  /** Rows found for `searchFor`; undefined while the search runs or failed. */
  searchResults: Submission[] | undefined;
  onView: (row: Submission) => void;
}) {
  const text = panelText[kind];
  const list = useInfiniteQuery({ ...submissionListOptions(kind), enabled: searchFor === null });
  useErrorToast(list.error, text.fetchError, list.errorUpdatedAt);

  const toolbar = (summary: string) => (
    <div className={styles.panelBar}>
      <p className={styles.panelSummary} role="status">
        {summary}
      </p>
      <ExportCsvLink kind={kind} searchFor={searchFor} />
    </div>
  );

  if (searchFor !== null) {
    if (!searchResults) return toolbar(`Searching for ${searchFor}...`);
    return (
      <>
        {toolbar(`${searchResults.length} ${text.noun(searchResults.length)} for ${searchFor}`)}
        {searchResults.length === 0 ? (
          <EmptyState searching text={text.emptyFor(searchFor)} />
        ) : (
          <SubmissionsTable
            kind={kind}
            caption={`${text.caption}, for ${searchFor}`}
            rows={searchResults}
            onView={onView}
          />
        )}
      </>
    );
  }

  if (list.isPending) {
    return (
      <>
        {toolbar("Loading...")}
        <div className={styles.loading}>
          <Spinner size={24} />
          <span>Loading {text.noun(2)}...</span>
        </div>
      </>
    );
  }

  if (!list.data) {
    return (
      <>
        {toolbar(text.fetchError)}
        <div className={styles.empty}>
          <p>{text.fetchError}.</p>
          <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      </>
    );
  }

  const rows = list.data.pages.flatMap((page) => page.items);
  const total = list.data.pages[0]?.total ?? rows.length;
  return (
    <>
      {toolbar(
        rows.length === 0 ? `0 ${text.noun(0)}` : `Showing ${rows.length} of ${total} ${text.noun(total)}`,
      )}
      {rows.length === 0 ? (
        <EmptyState searching={false} text={text.empty} />
      ) : (
        <SubmissionsTable kind={kind} caption={text.caption} rows={rows} onView={onView} />
      )}
      <LoadMore list={list} size="sm" />
    </>
  );
}
