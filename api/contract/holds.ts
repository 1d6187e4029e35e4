import * as v from "valibot";
import { objectIssueMessage, requiredText } from "./fields";
import { formatUsd } from "./money";

/**
 * Knowing the broker before the load is funded: staff's record of verifying a load with its broker,
 * and the holds that stop funding until a second staff member approves them, with a reason. Staff's
 * words are English. The rules are in docs/decisions/0221-verification-and-holds.md.
 */

/**
 * Funding an advance above this many cents needs a verification with the broker, unless the
 * `VERIFY_ABOVE_CENTS` setting says otherwise: $2,500, about one full truckload (the reasons are in
 * docs/decisions/0221-verification-and-holds.md).
 */
export const DEFAULT_VERIFY_ABOVE_CENTS = 250_000;

export const verificationMethodOptions = [
  { value: "phone", label: "Phone" },
  { value: "email", label: "E-mail" },
  { value: "portal", label: "Broker's portal" },
] as const;
export type VerificationMethod = (typeof verificationMethodOptions)[number]["value"];
const verificationMethods = verificationMethodOptions.map((option) => option.value);

export const VERIFICATION_METHOD_REQUIRED =
  "Choose how you verified it: phone, e-mail or the broker's portal";

/** Staff verified the load with its broker (`POST /api/admin/invoices/{reference}/verification`). */
export const VerificationInput = v.strictObject(
  {
    contact: requiredText("Contact", 200),
    method: v.picklist(verificationMethods, VERIFICATION_METHOD_REQUIRED),
    result: requiredText("What they said", 2000, "many"),
  },
  objectIssueMessage({ contact: "Contact", method: "Method", result: "What they said" }),
);
export type VerificationInput = v.InferInput<typeof VerificationInput>;
export type VerificationData = v.InferOutput<typeof VerificationInput>;

/** A verification as kept: never changed; a later call is a new one. */
export interface Verification extends VerificationData {
  id: string;
  /** When staff recorded it, right after speaking to the broker. */
  at: string;
  by: string;
}

/** At most this many holds are named in one approval; an invoice has a handful at most. */
export const MAX_HOLDS_APPROVED = 50;

/**
 * A second staff member lifts the holds on an invoice (`POST …/hold-approvals`): why, and the holds
 * they saw (their keys). Without `holds`, the approval covers the holds that stand now.
 */
export const HoldApprovalInput = v.strictObject(
  {
    reason: requiredText("Reason", 500, "many"),
    holds: v.optional(
      v.pipe(
        v.array(
          v.pipe(
            v.string("Name each hold by its key"),
            v.maxLength(100, "A hold's key is at most 100 characters"),
          ),
          "Holds must be a list of the holds you approve",
        ),
        v.minLength(1, "Name at least one hold, or leave the list out"),
        v.maxLength(MAX_HOLDS_APPROVED, `Approve at most ${MAX_HOLDS_APPROVED} holds at once`),
      ),
    ),
  },
  objectIssueMessage({ reason: "Reason", holds: "Holds" }),
);
export type HoldApprovalInput = v.InferInput<typeof HoldApprovalInput>;
export type HoldApprovalData = v.InferOutput<typeof HoldApprovalInput>;

/** What holds funding (docs/decisions/0221-verification-and-holds.md). */
export type HoldKind = "do-not-fund" | "over-limit" | "other-client" | "verification";

/** A hold as an approval keeps it: what it was, and the figure it was judged at. */
export interface HoldRecord {
  kind: HoldKind;
  /** Which hold: the credit decision, the other invoice, or the verification it stands for. */
  key: string;
  /**
   * The figure the hold was judged at: the broker's exposure once this invoice is funded (over its
   * limit), or the advance (a verification missing). An approval covers the same hold up to it; null
   * for the holds that have no figure.
   */
  figureCents: number | null;
  /** The hold in staff's words, as it was said when approved. */
  message: string;
}

/** Who lifted a hold, when and why. */
export interface HoldApprovalRecord {
  id: string;
  at: string;
  by: string;
  reason: string;
  holds: HoldRecord[];
}

/** A hold on funding an invoice now, with the approval that lifts it, if one does. */
export interface FundingHold extends HoldRecord {
  approval: Pick<HoldApprovalRecord, "id" | "at" | "by" | "reason"> | null;
}

/** What holds the funding of an invoice that can still be funded, judged at an advance. */
export interface FundingHolds {
  /** The advance the holds were judged at: the one the client's terms propose today. */
  advanceCents: number;
  /** An advance above this needs a verification with the broker (the `VERIFY_ABOVE_CENTS` setting). */
  verifyAboveCents: number;
  /** Why a verification is needed before funding, in staff's words; null when it is not. */
  verificationRequired: string | null;
  holds: FundingHold[];
}

/** The holds nobody has approved yet. */
export const unapprovedHolds = <H extends { approval: unknown }>(holds: readonly H[]) =>
  holds.filter((hold) => hold.approval === null);

/** Why a verification is needed, in staff's words. */
export const verificationReasons = {
  amount: (advanceCents: number, aboveCents: number) =>
    `the advance of ${formatUsd(advanceCents)} is above ${formatUsd(aboveCents)}`,
  askFirst: (broker: string) => `${broker} is Ask first`,
  noDecision: (broker: string) => `${broker} has no credit decision yet (read as Ask first)`,
};

/** The 409 of a funding that holds stop, naming each hold. */
export const heldMessage = (reference: string, holds: readonly { message: string }[]) =>
  `Funding ${reference} is held: ${holds.map((hold) => hold.message).join(" ")} A second staff member must approve ${holds.length === 1 ? "this hold" : "these holds"} (Funding holds) before it is funded.`;

/** The 409 of a funding by the staff member who approved one of its holds: two people, always. */
export const approverCannotFund = (reference: string) =>
  `You approved a hold on ${reference}: another staff member must fund it.`;
