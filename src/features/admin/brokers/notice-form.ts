import * as v from "valibot";
import { ClientAccountChange } from "../../../../api/contract/accounts";
import { fieldIssues } from "../../../../api/contract/fields";
import {
  acknowledgedBeforeSent,
  FUTURE_ACKNOWLEDGEMENT,
  NoticeAcknowledgementInput,
  NoticeInput,
  type NoticeDelivery,
} from "../../../../api/contract/notices";

/*
 * The staff forms of notices of assignment (docs/decisions/0222-notice-of-assignment.md), checked with
 * the contract's rules and words, as the server checks them.
 */

/** A notice as staff fill it in: the client's numbers when it has none yet, how it goes, and how if not e-mailed. */
export interface NoticeFormValues {
  mcNumber: string;
  dotNumber: string;
  delivery: NoticeDelivery;
  means: string;
}

export const noticeDefaults = (canEmail: boolean): NoticeFormValues => ({
  mcNumber: "",
  dotNumber: "",
  delivery: canEmail ? "email" : "other",
  means: "",
});

/** Said when a client without numbers is given none in the form. */
export const NUMBER_NEEDED = "Give the client's MC or DOT number: the notice names the carrier by it";

/**
 * What to send for the values, or the errors on their fields. `askNumbers` is true while the client has
 * neither an MC nor a DOT number: the form then gives it one first.
 */
export function checkNoticeForm(
  values: NoticeFormValues,
  clientId: string,
  askNumbers: boolean,
): {
  numbers?: { mcNumber: string; dotNumber: string };
  notice?: v.InferOutput<typeof NoticeInput>;
  errors: Record<string, string>;
} {
  const errors: Record<string, string> = {};
  let numbers: { mcNumber: string; dotNumber: string } | undefined;
  if (askNumbers) {
    const checked = v.safeParse(ClientAccountChange, {
      mcNumber: values.mcNumber,
      dotNumber: values.dotNumber,
    });
    if (!checked.success) Object.assign(errors, fieldIssues(checked.issues));
    else if (!checked.output.mcNumber && !checked.output.dotNumber) errors.mcNumber = NUMBER_NEEDED;
    else numbers = { mcNumber: checked.output.mcNumber ?? "", dotNumber: checked.output.dotNumber ?? "" };
  }
  const notice = v.safeParse(NoticeInput, {
    clientId,
    delivery: values.delivery,
    means: values.delivery === "other" ? values.means : "",
  });
  if (!notice.success) Object.assign(errors, fieldIssues(notice.issues));
  if (Object.keys(errors).length > 0 || !notice.success) return { errors };
  return { ...(numbers ? { numbers } : {}), notice: notice.output, errors };
}

export interface AcknowledgementFormValues {
  acknowledgedBy: string;
  acknowledgedOn: string;
}

/** The acknowledgement to send, or its errors: not after `today`, not before the notice's own date. */
export function checkAcknowledgementForm(
  values: AcknowledgementFormValues,
  days: { today: string; noticeDate: string },
): { acknowledgement?: v.InferOutput<typeof NoticeAcknowledgementInput>; errors: Record<string, string> } {
  const result = v.safeParse(NoticeAcknowledgementInput, values);
  if (!result.success) return { errors: fieldIssues(result.issues) };
  const on = result.output.acknowledgedOn;
  if (on > days.today) return { errors: { acknowledgedOn: FUTURE_ACKNOWLEDGEMENT } };
  if (on < days.noticeDate) return { errors: { acknowledgedOn: acknowledgedBeforeSent(days.noticeDate) } };
  return { acknowledgement: result.output, errors: {} };
}
