import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Check, ChevronDown } from "lucide-react";
import { Select } from "radix-ui";
import { useId } from "react";
import { submissionStatusOptions } from "../../../../api/contract/options";
import type { SubmissionStatus } from "../../../../api/contract/quote";
import { recordFields } from "../../../../api/contract/request-fields";
import { useToast } from "../../../components/ui/toast";
import { sessionEnded } from "../../../lib/session-ended";
import { statusLabel } from "./fields";
import { changeStatus, replaceSubmission, staffKeys, type Submission, type SubmissionKind } from "./queries";
import { StatusBadge } from "./status-badge";
import { Spinner } from "../../../components/ui/spinner";
import styles from "./status.module.css";

/**
 * The workflow status of one submission (new, contacted, approved,
 * declined). The new status shows once the server has stored it; every
 * cached list and search result is updated and the counters refreshed.
 */
export function StatusSelect({
  kind,
  submission,
  onChanged,
}: {
  kind: SubmissionKind;
  submission: Submission;
  onChanged: (updated: Submission) => void;
}) {
  const labelId = useId();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const change = useMutation({
    mutationFn: changeStatus,
    onSuccess: (updated) => {
      replaceSubmission(queryClient, kind, updated);
      onChanged(updated);
      void queryClient.invalidateQueries({ queryKey: staffKeys.summary });
      toast({
        title: "Status updated",
        description: `${updated.companyName} is now ${statusLabel(updated.status)}.`,
        variant: "success",
      });
    },
    onError: (error) => {
      if (sessionEnded(error)) return;
      toast({
        title: "Error",
        description: error instanceof Error && error.message ? error.message : "Failed to update status",
        variant: "destructive",
      });
    },
  });

  return (
    <div className={styles.control}>
      <span id={labelId} className="visually-hidden">
        {recordFields.status.label}
      </span>
      <Select.Root
        value={submission.status}
        disabled={change.isPending}
        onValueChange={(status) => {
          if (status !== submission.status)
            change.mutate({ kind, id: submission.id, status: status as SubmissionStatus });
        }}
      >
        <Select.Trigger className={styles.trigger} aria-labelledby={labelId}>
          <Select.Value>
            <StatusBadge status={submission.status} />
          </Select.Value>
          <Select.Icon>
            <ChevronDown aria-hidden="true" size={18} />
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content className={styles.content} position="popper" sideOffset={4}>
            <Select.Viewport className={styles.viewport}>
              {submissionStatusOptions.map((option) => (
                <Select.Item key={option.value} value={option.value} className={styles.item}>
                  <Select.ItemIndicator className={styles.indicator}>
                    <Check aria-hidden="true" size={16} />
                  </Select.ItemIndicator>
                  <Select.ItemText>{option.label}</Select.ItemText>
                </Select.Item>
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
      {/* Announced inside the dialog too: a modal dialog hides the toasts from screen readers. */}
      <span className={styles.saving} role="status">
        {change.isPending ? (
          <>
            <Spinner size={16} />
            Saving...
          </>
        ) : change.isSuccess ? (
          <>
            <Check aria-hidden="true" size={16} />
            Saved
          </>
        ) : null}
      </span>
    </div>
  );
}
