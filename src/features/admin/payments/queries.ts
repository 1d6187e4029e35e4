import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type {
  BrokerPayment,
  BrokerPaymentData,
  PaymentApplicationsInput,
} from "../../../../api/contract/money";
import { api, readJson } from "../../../lib/api";

/** Under "staff", so signing out drops them with the rest of the staff data. */
export const paymentKeys = {
  unapplied: ["staff", "payments", "unapplied"] as const,
};

/** Broker payments with cash not applied to an invoice yet, oldest first; fresh every time. */
export const unappliedPaymentsQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.unapplied,
    queryFn: async () => (await readJson(await api.api.admin.payments.$get())).payments as BrokerPayment[],
    staleTime: 0,
  });

/** A 201's body: the payment as now stored, with what is applied and what is not. */
type PaymentAnswer = { payment: BrokerPayment };

/**
 * Posts what a broker paid, with its applications (docs/decisions/0210-money-ledger.md). The
 * Idempotency-Key is made once per filled form and sent again when that same form is retried, so a
 * retry after a lost answer posts the payment once.
 */
export async function postBrokerPayment(
  payment: BrokerPaymentData,
  idempotencyKey: string,
): Promise<BrokerPayment> {
  const response = await api.api.admin.payments.$post(
    { json: payment },
    { headers: { "Idempotency-Key": idempotencyKey } },
  );
  return ((await readJson(response)) as PaymentAnswer).payment;
}

/** Applies more of a payment's unapplied cash to invoices. */
export async function applyPayment(id: string, input: PaymentApplicationsInput): Promise<BrokerPayment> {
  const response = await api.api.admin.payments[":id"].applications.$post({ param: { id }, json: input });
  return ((await readJson(response)) as PaymentAnswer).payment;
}

/**
 * After a payment or an application: the unapplied cash, every staff invoice (an invoice paid in
 * full is Paid now, and its figures changed), the aging and collections, and the dashboard's counts
 * and money load again.
 */
export function afterPaymentChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: paymentKeys.unapplied }),
    queryClient.invalidateQueries({ queryKey: ["staff", "invoices"] }),
    queryClient.invalidateQueries({ queryKey: ["staff", "receivables"] }),
    queryClient.invalidateQueries({ queryKey: ["staff", "summary"] }),
  ]);
}
