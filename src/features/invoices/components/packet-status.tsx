import { CircleAlert, CircleCheck, CloudOff, LoaderCircle, UploadCloud } from "lucide-react";
import { useState } from "react";
import { Button, ButtonAnchor } from "../../../components/ui/button";
import { ConfirmDiscard } from "../../../components/ui/confirm-discard";
import { NO_CONNECTION } from "../../../lib/send-queue";
import { useOnlineStatus } from "../../../lib/use-online-status";
import { discardPacket, packetTitle, sendPacketNow } from "../packets/packet-actions";
import type { InvoicePacket } from "../packets/packet-db";
import { useUploadProgress } from "../packets/packet-store";
import { documentPercent, formatBytes, packetProgress } from "../packets/progress";
import styles from "./invoices.module.css";

/*
 * One packet's plain state for the driver: waiting for signal, uploading
 * (bytes and %, overall and per document), sent (with the reference), or
 * refused (what to fix, and where to resend it).
 */

function packetStateText(packet: InvoicePacket, online: boolean): string {
  switch (packet.state) {
    case "sent":
      return packet.kind === "add-pages"
        ? `Sent. Pages added to ${packet.reference}.`
        : `Sent. Reference ${packet.reference}.`;
    case "refused":
      return `Not accepted: ${packet.lastError ?? "the server refused it."}`;
    case "sending":
      return "Uploading...";
    case "waiting":
      if (packet.needsSignIn) return packet.lastError ?? "Sign in again to send it.";
      // The phone offline, or no answer from our server whatever the phone says: no signal. A packet
      // made offline is never tried before the signal returns, so this does not wait for a try.
      return !online || (packet.attempts > 0 && packet.lastError === NO_CONNECTION)
        ? "Waiting for signal. It is kept on this phone and goes by itself when the signal returns."
        : `Waiting to send. ${packet.lastError ? `${packet.lastError} ` : ""}It goes by itself when the signal allows.`;
  }
}

const icons = {
  sent: CircleCheck,
  refused: CircleAlert,
  sending: UploadCloud,
  waiting: CloudOff,
} as const;

function Bar({ percent, label }: { percent: number; label: string }) {
  return (
    <progress className={styles.bar} max={100} value={percent} aria-label={label}>
      {percent}%
    </progress>
  );
}

/**
 * Where a refused packet is fixed: the form for a new invoice, the invoice's
 * page for added pages. Plain links: the panel also shows on public pages,
 * which carry no router.
 */
function FixLink({ packet, onFixing }: { packet: InvoicePacket; onFixing?: (() => void) | undefined }) {
  return packet.kind === "add-pages" && packet.reference ? (
    <ButtonAnchor
      size="sm"
      variant="secondary"
      href={`/invoices/${encodeURIComponent(packet.reference)}?packet=${encodeURIComponent(packet.idempotencyKey)}`}
      onClick={onFixing}
    >
      Fix and resend
    </ButtonAnchor>
  ) : (
    <ButtonAnchor
      size="sm"
      variant="secondary"
      href={`/invoices/new?packet=${encodeURIComponent(packet.idempotencyKey)}`}
      onClick={onFixing}
    >
      Fix and resend
    </ButtonAnchor>
  );
}

export function PacketStatus({
  packet,
  compact = false,
  onFixing,
  onDiscarded,
}: {
  packet: InvoicePacket;
  /** The outbox panel's short form: overall progress only. */
  compact?: boolean;
  onFixing?: () => void;
  onDiscarded?: () => void;
}) {
  const live = useUploadProgress();
  const progress = packetProgress(packet, live);
  const [working, setWorking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const online = useOnlineStatus();
  const Icon = packet.state === "sending" || working ? LoaderCircle : icons[packet.state];
  const title = packetTitle(packet);
  const pageIssues = packet.pages.filter((page) => page.error);

  const sendNow = async () => {
    setWorking(true);
    await sendPacketNow(packet.idempotencyKey);
    setWorking(false);
  };

  return (
    <div className={styles.packet} data-state={packet.state} data-compact={compact ? "" : undefined}>
      <div className={styles.packetHead}>
        <Icon
          aria-hidden="true"
          className={packet.state === "sending" || working ? styles.spin : undefined}
        />
        <div>
          <p className={styles.packetTitle}>{title}</p>
          <p className={styles.packetMeta}>
            {packet.pages.length} {packet.pages.length === 1 ? "page" : "pages"} ·{" "}
            {formatBytes(packet.totalBytes)}
            {packet.state === "sent" && packet.reference && packet.kind === "invoice" ? (
              <>
                {" · "}
                <a href={`/invoices/${encodeURIComponent(packet.reference)}`} className={styles.reference}>
                  {packet.reference}
                </a>
              </>
            ) : null}
          </p>
        </div>
      </div>
      <p className={styles.packetState}>{packetStateText(packet, online)}</p>
      {packet.state !== "sent" ? (
        <div className={styles.progress}>
          <Bar percent={progress.percent} label={`${title}: sent`} />
          <p className={styles.progressText}>
            {formatBytes(progress.sentBytes)} of {formatBytes(progress.totalBytes)} sent ({progress.percent}%)
          </p>
          {compact ? null : (
            <ul className={styles.documentProgress}>
              {progress.documents.map((document) => (
                <li key={document.documentKind}>
                  <span className={styles.documentProgressLabel}>
                    {document.label} ({document.pages} {document.pages === 1 ? "page" : "pages"})
                  </span>
                  <Bar percent={documentPercent(document)} label={`${document.label}: sent`} />
                  <span className={styles.documentProgressBytes}>
                    {formatBytes(document.sentBytes)} / {formatBytes(document.totalBytes)} (
                    {documentPercent(document)}%)
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
      {pageIssues.length > 0 ? (
        <ul className={styles.issues}>
          {pageIssues.map((page) => (
            <li key={page.id}>
              Page {page.order} of the{" "}
              {page.documentKind === "bol-pod" ? "BOL / POD" : page.documentKind.replace("-", " ")}:{" "}
              {page.error}
            </li>
          ))}
        </ul>
      ) : null}
      {packet.state === "sent" ? null : confirming ? (
        <ConfirmDiscard
          className={styles.packetActions}
          label={`Discard ${title}?`}
          question="Discard it? It will not be sent, and its pages leave this phone."
          onDiscard={() =>
            void discardPacket(packet.idempotencyKey).then((removed) => {
              setConfirming(false);
              if (removed) onDiscarded?.();
            })
          }
          onKeep={() => setConfirming(false)}
        />
      ) : (
        <div className={styles.packetActions}>
          {packet.state === "refused" ? (
            <FixLink packet={packet} onFixing={onFixing} />
          ) : packet.needsSignIn ? (
            <ButtonAnchor size="sm" variant="secondary" href="/client-login">
              Sign in
            </ButtonAnchor>
          ) : (
            <Button
              size="sm"
              variant="secondary"
              disabled={packet.state === "sending" || working}
              onClick={() => void sendNow()}
            >
              {packet.state === "sending" || working ? "Sending..." : "Send now"}
            </Button>
          )}
          <Button
            size="sm"
            variant="outline"
            disabled={packet.state === "sending" || working}
            onClick={() => setConfirming(true)}
          >
            Discard
          </Button>
        </div>
      )}
    </div>
  );
}
