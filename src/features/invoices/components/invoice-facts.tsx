import type { Invoice } from "../../../../api/contract/invoice";
import { useLocale } from "../../../components/layout/locale-context";
import * as m from "../../../paraglide/messages";
import { formatInvoiceDate } from "../dates";
import { extraName } from "../invoice-words";
import { formatCents } from "../money";

/**
 * The load of an invoice as rows of a description list: broker, load
 * number, amounts with their total, and the dates. The client's and the
 * staff's pages put it in their own `<dl>`, with the rows only they show;
 * each reads it in their language (staff screens are English).
 */
export function InvoiceLoadFacts({
  invoice,
}: {
  invoice: Pick<
    Invoice,
    "brokerName" | "loadNumber" | "amountCents" | "extras" | "totalCents" | "pickupDate" | "deliveryDate"
  >;
}) {
  const locale = useLocale();
  const said = { locale };
  return (
    <>
      <div>
        <dt>{m.invoices_broker({}, said)}</dt>
        <dd>{invoice.brokerName}</dd>
      </div>
      <div>
        <dt>{m.invoices_load_number({}, said)}</dt>
        <dd>{invoice.loadNumber}</dd>
      </div>
      <div>
        <dt>{m.invoices_invoice_amount({}, said)}</dt>
        <dd>{formatCents(invoice.amountCents, locale)}</dd>
      </div>
      {invoice.extras.map((extra, index) => (
        <div key={index}>
          <dt>
            {extra.kind === "other"
              ? m.invoices_other_charge({ label: extra.label }, said)
              : extraName(extra.kind, locale)}
          </dt>
          <dd>{formatCents(extra.amountCents, locale)}</dd>
        </div>
      ))}
      <div>
        <dt>{m.invoices_total({}, said)}</dt>
        <dd>
          <strong>{formatCents(invoice.totalCents, locale)}</strong>
        </dd>
      </div>
      <div>
        <dt>{m.invoices_pickup({}, said)}</dt>
        <dd>{formatInvoiceDate(invoice.pickupDate, locale)}</dd>
      </div>
      <div>
        <dt>{m.invoices_delivery({}, said)}</dt>
        <dd>{formatInvoiceDate(invoice.deliveryDate, locale)}</dd>
      </div>
    </>
  );
}
