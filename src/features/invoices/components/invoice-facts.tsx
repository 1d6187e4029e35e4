import { extraKindOptions, type Invoice } from "../../../../api/contract/invoice";
import { formatCents } from "../money";
import { formatDate } from "../../../lib/format-date";

const extraLabel = (kind: string) => extraKindOptions.find((option) => option.value === kind)?.label ?? kind;

/**
 * The load of an invoice as rows of a description list: broker, load
 * number, amounts with their total, and the dates. The client's and the
 * staff's pages put it in their own `<dl>`, with the rows only they show.
 */
export function InvoiceLoadFacts({
  invoice,
}: {
  invoice: Pick<
    Invoice,
    "brokerName" | "loadNumber" | "amountCents" | "extras" | "totalCents" | "pickupDate" | "deliveryDate"
  >;
}) {
  return (
    <>
      <div>
        <dt>Broker or customer</dt>
        <dd>{invoice.brokerName}</dd>
      </div>
      <div>
        <dt>Load or PO number</dt>
        <dd>{invoice.loadNumber}</dd>
      </div>
      <div>
        <dt>Invoice amount</dt>
        <dd>{formatCents(invoice.amountCents)}</dd>
      </div>
      {invoice.extras.map((extra, index) => (
        <div key={index}>
          <dt>{extra.kind === "other" ? `Other: ${extra.label}` : extraLabel(extra.kind)}</dt>
          <dd>{formatCents(extra.amountCents)}</dd>
        </div>
      ))}
      <div>
        <dt>Total</dt>
        <dd>
          <strong>{formatCents(invoice.totalCents)}</strong>
        </dd>
      </div>
      <div>
        <dt>Pickup</dt>
        <dd>{formatDate(invoice.pickupDate)}</dd>
      </div>
      <div>
        <dt>Delivery</dt>
        <dd>{formatDate(invoice.deliveryDate)}</dd>
      </div>
    </>
  );
}
