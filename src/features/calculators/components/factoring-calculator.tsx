import { Calculator } from "lucide-react";
import { ButtonAnchor } from "../../../components/ui/button";
import {
  calculateFactoring,
  factoringBounds,
  factoringFormDefaults,
  parseFactoringForm,
  type FactoringResult,
} from "../factoring";
import { formatPercent, formatUsd } from "../format";
import { useCalculatorForm } from "../use-calculator-form";
import { CalculatorForm, CalculatorResults } from "./calculator-parts";
import styles from "./calculator.module.css";

/**
 * The inline factoring calculator. Results stay hidden until
 * Calculate; Reset restores the defaults and hides them again.
 */
export function FactoringCalculator({ labelledBy }: { labelledBy?: string }) {
  const { form, formElement, announcement, estimate, reset } = useCalculatorForm({
    defaults: factoringFormDefaults,
    parse: parseFactoringForm,
    calculate: calculateFactoring,
    announce: (result) =>
      `Estimate ready. Advance ${formatUsd(result.advance)}, fee ${formatUsd(result.fee)}, total received ${formatUsd(result.totalReceived)}.`,
    resetMessage: "Calculator reset to the default values.",
  });

  return (
    <div className={styles.layout}>
      <CalculatorForm
        idPrefix="factoring-"
        formElement={formElement}
        onSubmit={() => void form.handleSubmit()}
        onReset={reset}
        icon={Calculator}
        labelledBy={labelledBy}
      >
        <form.AppField name="invoiceAmount">
          {(field) => (
            <field.NumberField
              label="Invoice amount ($)"
              hint="The total on the invoice."
              bounds={factoringBounds.invoiceAmount}
              prefix="$"
            />
          )}
        </form.AppField>
        <form.AppField name="advanceRate">
          {(field) => (
            <field.NumberField
              label="Advance rate (%)"
              hint="Paid to you up front, 0-100."
              bounds={factoringBounds.advanceRate}
              suffix="%"
            />
          )}
        </form.AppField>
        <form.AppField name="factoringRate">
          {(field) => (
            <field.NumberField
              label="Factoring rate (%)"
              hint="Fee per 30 days, 0-10."
              bounds={factoringBounds.factoringRate}
              suffix="%"
            />
          )}
        </form.AppField>
        <form.AppField name="paymentTermsDays">
          {(field) => (
            <field.NumberField
              label="Payment terms (days)"
              hint="Days until your customer pays."
              bounds={factoringBounds.paymentTermsDays}
              inputMode="numeric"
              suffix="days"
            />
          )}
        </form.AppField>
      </CalculatorForm>

      <CalculatorResults
        title="Your factoring estimate"
        icon={Calculator}
        placeholder="Enter your invoice details and press Calculate to see your advance, fee and final payout."
        announcement={announcement}
      >
        {estimate ? <FactoringResults result={estimate.result} /> : null}
      </CalculatorResults>
    </div>
  );
}

function FactoringResults({ result }: { result: FactoringResult }) {
  return (
    <>
      <dl className={styles.list}>
        <div className={styles.row}>
          <dt>
            Advance<small>Paid within 24 hours</small>
          </dt>
          <dd>{formatUsd(result.advance)}</dd>
        </div>
        <div className={styles.row}>
          <dt>
            Reserve<small>Held until your customer pays</small>
          </dt>
          <dd>{formatUsd(result.reserve)}</dd>
        </div>
        <div className={styles.row}>
          <dt>Factoring fee</dt>
          <dd>{formatUsd(result.fee)}</dd>
        </div>
        <div className={styles.row}>
          <dt>
            Final payout<small>Reserve minus fee</small>
          </dt>
          <dd>{formatUsd(result.finalPayout)}</dd>
        </div>
        <div className={styles.row}>
          <dt>Effective rate</dt>
          <dd>{formatPercent(result.effectiveRate, 2)}</dd>
        </div>
        <div className={[styles.row, styles.total].join(" ")}>
          <dt>Total received</dt>
          <dd>{formatUsd(result.totalReceived)}</dd>
        </div>
      </dl>
      {result.finalPayout < 0 ? (
        <p className={styles.note}>At these settings the fee is larger than the reserve held back.</p>
      ) : null}
      <p className={styles.note}>
        An estimate for planning. Your actual rate and advance come with your quote.
      </p>
      <ButtonAnchor href="/get-quote" variant="primary" className={styles.cta}>
        Get Free Quote
      </ButtonAnchor>
    </>
  );
}
