import { Gauge } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { ButtonAnchor } from "../../../components/ui/button";
import { Field, Input, Select } from "../../../components/ui/field";
import { formatPercent, formatUsd } from "../format";
import {
  creditRatings,
  estimateRate,
  parseRateForm,
  rateBounds,
  rateFormDefaults,
  rateIndustries,
  type RateErrors,
  type RateEstimate,
  type RateEstimateInput,
  type RateField,
  type RateFormValues,
  type RiskLabel,
} from "../rate-estimate";
import { CalculatorButtons, CalculatorResults } from "./calculator-parts";
import styles from "./calculator.module.css";

const fieldOrder: RateField[] = [
  "monthlyVolume",
  "creditRating",
  "yearsInBusiness",
  "industry",
  "advanceRate",
];

const riskClass: Record<RiskLabel, string | undefined> = {
  "Low Risk": styles.riskLow,
  "Standard Risk": styles.riskStandard,
  "Moderate Risk": styles.riskModerate,
  "Higher Risk": styles.riskHigher,
};

/** The inline rate quote tool: an estimated rate range, risk label and weekly cash. */
export function RateEstimateTool({ labelledBy }: { labelledBy?: string }) {
  const [values, setValues] = useState<RateFormValues>(rateFormDefaults);
  const [errors, setErrors] = useState<RateErrors>({});
  const [estimate, setEstimate] = useState<{ input: RateEstimateInput; result: RateEstimate } | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const formRef = useRef<HTMLFormElement>(null);

  const update = (field: RateField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const calculate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseRateForm(values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      setEstimate(null);
      const count = Object.keys(parsed.errors).length;
      setAnnouncement(`Please correct ${count === 1 ? "1 field" : `${count} fields`} before calculating.`);
      const first = fieldOrder.find((field) => parsed.errors[field]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const result = estimateRate(parsed.input);
    setErrors({});
    setEstimate({ input: parsed.input, result });
    setAnnouncement(
      `Estimate ready. Estimated rate ${formatPercent(result.rate, 1)}, ${result.riskLabel}, weekly cash access ${formatUsd(result.weeklyCashAccess, { cents: false })}.`,
    );
  };

  const reset = () => {
    setValues(rateFormDefaults);
    setErrors({});
    setEstimate(null);
    setAnnouncement("Rate tool reset to the default values.");
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
          <Field
            label="Monthly invoice volume ($)"
            error={errors.monthlyVolume}
            hint="What you bill in a typical month."
          >
            {(props) => (
              <Input
                {...props}
                name="monthlyVolume"
                type="number"
                inputMode="decimal"
                prefix="$"
                min={rateBounds.monthlyVolume.min}
                step={rateBounds.monthlyVolume.step}
                value={values.monthlyVolume}
                onChange={update("monthlyVolume")}
              />
            )}
          </Field>
          <Field label="Credit rating" error={errors.creditRating} hint="Your own estimate is fine.">
            {(props) => (
              <Select
                {...props}
                name="creditRating"
                value={values.creditRating}
                onChange={update("creditRating")}
              >
                {creditRatings.map((rating) => (
                  <option key={rating} value={rating}>
                    {rating}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field
            label="Years in business"
            error={errors.yearsInBusiness}
            hint="0 to 50; 0 for a new authority."
          >
            {(props) => (
              <Input
                {...props}
                name="yearsInBusiness"
                type="number"
                inputMode="numeric"
                min={rateBounds.yearsInBusiness.min}
                max={rateBounds.yearsInBusiness.max}
                step={rateBounds.yearsInBusiness.step}
                value={values.yearsInBusiness}
                onChange={update("yearsInBusiness")}
              />
            )}
          </Field>
          <Field label="Industry" error={errors.industry} hint="The freight you haul most.">
            {(props) => (
              <Select {...props} name="industry" value={values.industry} onChange={update("industry")}>
                {rateIndustries.map((industry) => (
                  <option key={industry} value={industry}>
                    {industry}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Desired advance rate (%)" error={errors.advanceRate} hint="Between 70 and 95.">
            {(props) => (
              <Input
                {...props}
                name="advanceRate"
                type="number"
                inputMode="numeric"
                suffix="%"
                min={rateBounds.advanceRate.min}
                max={rateBounds.advanceRate.max}
                step={rateBounds.advanceRate.step}
                value={values.advanceRate}
                onChange={update("advanceRate")}
              />
            )}
          </Field>
        </div>
        <CalculatorButtons icon={Gauge} onReset={reset} />
      </form>

      <CalculatorResults
        title="Your rate estimate"
        icon={Gauge}
        placeholder="Tell us about your business and press Calculate to see an estimated rate range."
        announcement={announcement}
      >
        {estimate ? <RateResults input={estimate.input} result={estimate.result} /> : null}
      </CalculatorResults>
    </div>
  );
}

function RateResults({ input, result }: { input: RateEstimateInput; result: RateEstimate }) {
  return (
    <>
      <div className={styles.headline}>
        <p className={styles.headlineLabel}>Estimated factoring rate</p>
        <p className={styles.headlineValue}>{formatPercent(result.rate, 1)}</p>
        <span className={[styles.risk, riskClass[result.riskLabel]].join(" ")}>{result.riskLabel}</span>
      </div>
      <dl className={styles.list}>
        <div className={styles.row}>
          <dt>Likely range</dt>
          <dd>
            {formatPercent(result.range.low, 1)} to {formatPercent(result.range.high, 1)}
          </dd>
        </div>
        <div className={[styles.row, styles.total].join(" ")}>
          <dt>
            Weekly cash access
            <small>
              {formatUsd(input.monthlyVolume, { cents: false })} a month, {input.advanceRate}% advanced
            </small>
          </dt>
          <dd>{formatUsd(result.weeklyCashAccess, { cents: false })}</dd>
        </div>
      </dl>
      <p className={styles.note}>
        An estimate, not an offer. Your rate depends on your customers' credit and your volume; a quote makes
        it firm.
      </p>
      <ButtonAnchor href="/get-quote" variant="primary" className={styles.cta}>
        Get Free Quote
      </ButtonAnchor>
    </>
  );
}
