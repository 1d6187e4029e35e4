import { Calculator } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { ButtonAnchor } from "../../../components/ui/button";
import { Field, Input } from "../../../components/ui/field";
import {
  calculateFactoring,
  factoringBounds,
  factoringFormDefaults,
  parseFactoringForm,
  type FactoringErrors,
  type FactoringField,
  type FactoringFormValues,
  type FactoringResult,
} from "../factoring";
import { formatPercent, formatUsd } from "../format";
import { CalculatorButtons, CalculatorResults } from "./calculator-parts";
import styles from "./calculator.module.css";

const fieldOrder: FactoringField[] = ["invoiceAmount", "advanceRate", "factoringRate", "paymentTermsDays"];

/**
 * The inline factoring calculator. Results stay hidden until
 * Calculate; Reset restores the defaults and hides them again.
 */
export function FactoringCalculator({ labelledBy }: { labelledBy?: string }) {
  const [values, setValues] = useState<FactoringFormValues>(factoringFormDefaults);
  const [errors, setErrors] = useState<FactoringErrors>({});
  const [result, setResult] = useState<FactoringResult | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const formRef = useRef<HTMLFormElement>(null);

  const update = (field: FactoringField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const calculate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseFactoringForm(values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      setResult(null);
      const count = Object.keys(parsed.errors).length;
      setAnnouncement(`Please correct ${count === 1 ? "1 field" : `${count} fields`} before calculating.`);
      const first = fieldOrder.find((field) => parsed.errors[field]);
      if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const next = calculateFactoring(parsed.input);
    setErrors({});
    setResult(next);
    setAnnouncement(
      `Estimate ready. Advance ${formatUsd(next.advance)}, fee ${formatUsd(next.fee)}, total received ${formatUsd(next.totalReceived)}.`,
    );
  };

  const reset = () => {
    setValues(factoringFormDefaults);
    setErrors({});
    setResult(null);
    setAnnouncement("Calculator reset to the default values.");
  };

  return (
    <div className={styles.layout}>
      <form
        ref={formRef}
        className={styles.form}
        onSubmit={calculate}
        noValidate
        aria-labelledby={labelledBy}
      >
        <div className={styles.fields}>
          <Field label="Invoice amount ($)" error={errors.invoiceAmount} hint="The total on the invoice.">
            {(props) => (
              <Input
                {...props}
                name="invoiceAmount"
                type="number"
                inputMode="decimal"
                prefix="$"
                min={factoringBounds.invoiceAmount.min}
                step={factoringBounds.invoiceAmount.step}
                value={values.invoiceAmount}
                onChange={update("invoiceAmount")}
              />
            )}
          </Field>
          <Field label="Advance rate (%)" error={errors.advanceRate} hint="Paid to you up front, 0-100.">
            {(props) => (
              <Input
                {...props}
                name="advanceRate"
                type="number"
                inputMode="decimal"
                suffix="%"
                min={factoringBounds.advanceRate.min}
                max={factoringBounds.advanceRate.max}
                step={factoringBounds.advanceRate.step}
                value={values.advanceRate}
                onChange={update("advanceRate")}
              />
            )}
          </Field>
          <Field label="Factoring rate (%)" error={errors.factoringRate} hint="Fee per 30 days, 0-10.">
            {(props) => (
              <Input
                {...props}
                name="factoringRate"
                type="number"
                inputMode="decimal"
                suffix="%"
                min={factoringBounds.factoringRate.min}
                max={factoringBounds.factoringRate.max}
                step={factoringBounds.factoringRate.step}
                value={values.factoringRate}
                onChange={update("factoringRate")}
              />
            )}
          </Field>
          <Field
            label="Payment terms (days)"
            error={errors.paymentTermsDays}
            hint="Days until your customer pays."
          >
            {(props) => (
              <Input
                {...props}
                name="paymentTermsDays"
                type="number"
                inputMode="numeric"
                suffix="days"
                min={factoringBounds.paymentTermsDays.min}
                step={factoringBounds.paymentTermsDays.step}
                value={values.paymentTermsDays}
                onChange={update("paymentTermsDays")}
              />
            )}
          </Field>
        </div>
        <CalculatorButtons icon={Calculator} onReset={reset} />
      </form>

      <CalculatorResults
        title="Your factoring estimate"
        icon={Calculator}
        placeholder="Enter your invoice details and press Calculate to see your advance, fee and final payout."
        announcement={announcement}
      >
        {result ? <FactoringResults result={result} /> : null}
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
