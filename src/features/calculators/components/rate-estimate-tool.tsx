import { Gauge } from "lucide-react";
import { ButtonAnchor } from "../../../components/ui/button";
import { formatPercent, formatUsd } from "../format";
import {
  creditRatings,
  estimateRate,
  parseRateForm,
  rateBounds,
  rateFormDefaults,
  rateIndustries,
  type RateEstimate,
  type RateEstimateInput,
  type RiskLabel,
} from "../rate-estimate";
import { useCalculatorForm } from "../use-calculator-form";
import { CalculatorForm, CalculatorResults } from "./calculator-parts";
import styles from "./calculator.module.css";

const riskClass: Record<RiskLabel, string | undefined> = {
  "Low Risk": styles.riskLow,
  "Standard Risk": styles.riskStandard,
  "Moderate Risk": styles.riskModerate,
  "Higher Risk": styles.riskHigher,
};

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** The inline rate quote tool: an estimated rate range, risk label and weekly cash. */
export function RateEstimateTool({ labelledBy }: { labelledBy?: string }) {
  const { form, formElement, announcement, estimate, reset } = useCalculatorForm({
    defaults: rateFormDefaults,
    parse: parseRateForm,
    calculate: estimateRate,
    announce: (result) =>
      `Estimate ready. Estimated rate ${formatPercent(result.rate, 1)}, ${result.riskLabel}, weekly cash access ${formatUsd(result.weeklyCashAccess, { cents: false })}.`,
    resetMessage: "Rate tool reset to the default values.",
  });

  return (
    <div className={styles.layout}>
      <CalculatorForm
        idPrefix="rate-"
        formElement={formElement}
        onSubmit={() => void form.handleSubmit()}
        onReset={reset}
        icon={Gauge}
        labelledBy={labelledBy}
      >
        <form.AppField name="monthlyVolume">
          {(field) => (
            <field.NumberField
              label="Monthly invoice volume ($)"
              hint="What you bill in a typical month."
              bounds={rateBounds.monthlyVolume}
              prefix="$"
            />
          )}
        </form.AppField>
        <form.AppField name="creditRating">
          {(field) => (
            <field.SelectField
              label="Credit rating"
              hint="Your own estimate is fine."
              options={options(creditRatings)}
              placeholder={false}
            />
          )}
        </form.AppField>
        <form.AppField name="yearsInBusiness">
          {(field) => (
            <field.NumberField
              label="Years in business"
              hint="0 to 50; 0 for a new authority."
              bounds={rateBounds.yearsInBusiness}
              inputMode="numeric"
            />
          )}
        </form.AppField>
        <form.AppField name="industry">
          {(field) => (
            <field.SelectField
              label="Industry"
              hint="The freight you haul most."
              options={options(rateIndustries)}
              placeholder={false}
            />
          )}
        </form.AppField>
        <form.AppField name="advanceRate">
          {(field) => (
            <field.NumberField
              label="Desired advance rate (%)"
              hint="Between 70 and 95."
              bounds={rateBounds.advanceRate}
              inputMode="numeric"
              suffix="%"
            />
          )}
        </form.AppField>
      </CalculatorForm>

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
