import { Link } from "@tanstack/react-router";
import { CircleAlert, CircleCheck, CloudOff, LoaderCircle, UploadCloud } from "lucide-react";
import { useState } from "react";
import type { DocumentKind } from "../../../../api/contract/invoice";
import type { Locale } from "../../../../api/contract/words";
import { useLocale } from "../../../components/layout/locale-context";
import { Button, ButtonAnchor } from "../../../components/ui/button";
import { ButtonLink } from "../../../components/ui/button-link";
import { ConfirmDiscard } from "../../../components/ui/confirm-discard";
import { NO_CONNECTION } from "../../../lib/send-queue";
import { useOnlineStatus } from "../../../lib/use-online-status";
import * as m from "../../../paraglide/messages";
import { sheets } from "../invoice-words";
import { discardPacket, packetTitle, sendPacketNow } from "../packets/packet-actions";
import type { InvoicePacket } from "../packets/packet-db";
import { useUploadProgress } from "../packets/packet-store";
import { documentPercent, formatBytes, packetProgress } from "../packets/progress";
import { reasonIn } from "../packets/reasons";
import { KeepWhole } from "../../../components/ui/keep-whole";
import styles from "./invoices.module.css";

/*
 * One packet's plain state for the driver, in the driver's language: waiting
 * for signal, uploading (bytes and %, overall and per document), sent (with
 * the reference), or refused (what to fix, and where to resend it).
 */

function packetStateText(packet: InvoicePacket, online: boolean, locale: Locale): string {
  const said = { locale };
  const reason = packet.lastError === undefined ? undefined : reasonIn(packet.lastError, locale);
  switch (packet.state) {
    case "sent":
      return packet.kind === "add-pages"
        ? m.invoices_packet_sent_pages({ reference: packet.reference ?? "" }, said)
        : m.invoices_packet_sent({ reference: packet.reference ?? "" }, said);
    case "refused":
      return m.invoices_packet_refused(
        { error: reason ?? m.invoices_packet_refused_default({}, said) },
        said,
      );
    case "sending":
      return m.invoices_packet_uploading({}, said);
    case "waiting":
      if (packet.needsSignIn) return reason ?? m.invoices_packet_sign_in_to_send({}, said);
      // The phone offline, or no answer from our server whatever the phone says: no signal. A packet
      // made offline is never tried before the signal returns, so this does not wait for a try.
      if (!online || (packet.attempts > 0 && packet.lastError === NO_CONNECTION))
        return packet.onlyInMemory
          ? m.invoices_packet_waiting_signal_memory({}, said)
          : m.invoices_packet_waiting_signal({}, said);
      return reason
        ? m.invoices_packet_waiting_because({ error: reason }, said)
        : m.invoices_packet_waiting({}, said);
  }
}

/** "the BOL / POD" in "Page 1 of the BOL / POD: ..." */
function issueDocument(kind: DocumentKind, locale: Locale): string {
  if (kind === "bol-pod") return m.invoices_issue_bol({}, { locale });
  return kind === "receipt"
    ? m.invoices_issue_receipt({}, { locale })
    : m.invoices_issue_rate({}, { locale });
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
 * page for added pages. A link inside the app, never a new page load: a packet
 * this phone could not keep lives only in this page's memory and would be lost
 * with it (docs/decisions/0180-every-engine.md).
 */
function FixLink({ packet, onFixing }: { packet: InvoicePacket; onFixing?: (() => void) | undefined }) {
  const label = m.invoices_fix_and_resend({}, { locale: useLocale() });
  return packet.kind === "add-pages" && packet.reference ? (
    <ButtonLink
      size="sm"
      variant="secondary"
      to="/invoices/$reference"
      params={{ reference: packet.reference }}
      search={{ packet: packet.idempotencyKey }}
      onClick={onFixing}
    >
      {label}
    </ButtonLink>
  ) : (
    <ButtonLink
      size="sm"
      variant="secondary"
      to="/invoices/new"
      search={{ packet: packet.idempotencyKey }}
      onClick={onFixing}
    >
      {label}
    </ButtonLink>
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
  const locale = useLocale();
  const said = { locale };
  const live = useUploadProgress();
  const progress = packetProgress(packet, live, locale);
  const [working, setWorking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const online = useOnlineStatus();
  const Icon = packet.state === "sending" || working ? LoaderCircle : icons[packet.state];
  const title = packetTitle(packet, locale);
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
            {sheets(packet.pages.length, locale)} · {formatBytes(packet.totalBytes)}
            {packet.state === "sent" && packet.reference && packet.kind === "invoice" ? (
              <>
                {" · "}
                <Link
                  to="/invoices/$reference"
                  params={{ reference: packet.reference }}
                  className={styles.reference}
                >
                  {packet.reference}
                </Link>
              </>
            ) : null}
          </p>
        </div>
      </div>
      <p className={styles.packetState}>
        <KeepWhole text={packetStateText(packet, online, locale)} />
      </p>
      {packet.onlyInMemory && (packet.state === "waiting" || packet.state === "sending") ? (
        <p className={styles.packetState} data-not-kept="">
          {m.invoices_packet_not_kept({}, said)}
        </p>
      ) : null}
      {packet.state !== "sent" ? (
        <div className={styles.progress}>
          <Bar percent={progress.percent} label={m.invoices_packet_bar({ title }, said)} />
          <p className={styles.progressText}>
            {m.invoices_packet_progress(
              {
                sent: formatBytes(progress.sentBytes),
                total: formatBytes(progress.totalBytes),
                percent: progress.percent,
              },
              said,
            )}
          </p>
          {compact ? null : (
            <ul className={styles.documentProgress}>
              {progress.documents.map((document) => (
                <li key={document.documentKind}>
                  <span className={styles.documentProgressLabel}>
                    {m.invoices_packet_document(
                      { document: document.label, pages: sheets(document.pages, locale) },
                      said,
                    )}
                  </span>
                  <Bar
                    percent={documentPercent(document)}
                    label={m.invoices_packet_bar({ title: document.label }, said)}
                  />
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
              {m.invoices_packet_page_issue(
                {
                  order: page.order,
                  document: issueDocument(page.documentKind, locale),
                  error: page.error ? reasonIn(page.error, locale) : "",
                },
                said,
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {packet.state === "sent" ? null : confirming ? (
        <ConfirmDiscard
          className={styles.packetActions}
          label={m.invoices_packet_discard_label({ title }, said)}
          question={m.invoices_packet_discard_question({}, said)}
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
            // A packet only this page holds would be lost by leaving it: sign in beside it.
            <ButtonAnchor
              size="sm"
              variant="secondary"
              href="/client-login"
              target={packet.onlyInMemory ? "_blank" : undefined}
            >
              {m.invoices_sign_in({}, said)}
            </ButtonAnchor>
          ) : (
            <Button
              size="sm"
              variant="secondary"
              disabled={packet.state === "sending" || working}
              onClick={() => void sendNow()}
            >
              {packet.state === "sending" || working
                ? m.invoices_sending({}, said)
                : m.invoices_send_now({}, said)}
            </Button>
          )}
          <Button
            size="sm"
            variant="outline"
            disabled={packet.state === "sending" || working}
            onClick={() => setConfirming(true)}
          >
            {m.invoices_discard({}, said)}
          </Button>
        </div>
      )}
    </div>
  );
}
