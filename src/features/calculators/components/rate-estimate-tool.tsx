import { Gauge } from "lucide-react";
import { useLocale } from "../../../components/layout/locale-context";
import { ButtonAnchor } from "../../../components/ui/button";
import type { Locale } from "../../../lib/locale";
import * as m from "../../../paraglide/messages";
import { formatNumber, formatPercent, formatUsd } from "../format";
import {
  creditRatings,
  estimateRate,
  parseRateForm,
  rateBounds,
  rateFormDefaults,
  rateIndustries,
  type CreditRating,
  type RateEstimate,
  type RateEstimateInput,
  type RateIndustry,
  type RiskLabel,
} from "../rate-estimate";
import { useCalculatorForm } from "../use-calculator-form";
import { CalculatorForm, CalculatorResults } from "./calculator-parts";
import styles from "./calculator.module.css";

type Words = (inputs: Record<string, never>, options: { locale: Locale }) => string;

const riskClass: Record<RiskLabel, string | undefined> = {
  "Low Risk": styles.riskLow,
  "Standard Risk": styles.riskStandard,
  "Moderate Risk": styles.riskModerate,
  "Higher Risk": styles.riskHigher,
};

/** The risk label as the page's language says it (the rule's labels are the English ones). */
const riskNames: Record<RiskLabel, Words> = {
  "Low Risk": m.resources_risk_low,
  "Standard Risk": m.resources_risk_standard,
  "Moderate Risk": m.resources_risk_moderate,
  "Higher Risk": m.resources_risk_higher,
};

/** The options' labels; their values stay the rule's English names. */
const creditNames: Record<CreditRating, Words> = {
  Excellent: m.resources_credit_excellent,
  Good: m.resources_credit_good,
  Fair: m.resources_credit_fair,
  Poor: m.resources_credit_poor,
};

const industryNames: Record<RateIndustry, Words> = {
  "General Freight": m.resources_industry_general,
  "Dry Van": m.resources_industry_dry_van,
  Refrigerated: m.resources_industry_refrigerated,
  Flatbed: m.resources_industry_flatbed,
  "Hot Shot": m.resources_industry_hot_shot,
  "Auto Transport": m.resources_industry_auto,
  "Heavy Haul": m.resources_industry_heavy_haul,
  LTL: m.resources_industry_ltl,
};

const options = <T extends string>(values: readonly T[], names: Record<T, Words>, locale: Locale) =>
  values.map((value) => ({ value, label: names[value]({}, { locale }) }));

/**
 * The inline rate quote tool, in the page's language: an estimated rate
 * range, risk label and weekly cash. `quoteHref` is the quote form of the
 * page's edition (the page works it out).
 */
export function RateEstimateTool({
  labelledBy,
  quoteHref = "/get-quote",
}: {
  labelledBy?: string;
  quoteHref?: string;
}) {
  const locale = useLocale();
  const { form, formElement, announcement, estimate, reset } = useCalculatorForm({
    defaults: rateFormDefaults,
    parse: (values) => parseRateForm(values, locale),
    calculate: estimateRate,
    announce: (result) =>
      m.resources_rate_ready(
        {
          rate: formatPercent(result.rate, 1, locale),
          risk: riskNames[result.riskLabel]({}, { locale }),
          weekly: formatUsd(result.weeklyCashAccess, { cents: false, locale }),
        },
        { locale },
      ),
    resetMessage: m.resources_rate_reset_done({}, { locale }),
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
              label={m.resources_rate_volume_label({}, { locale })}
              hint={m.resources_rate_volume_hint({}, { locale })}
              bounds={rateBounds.monthlyVolume}
              prefix="$"
            />
          )}
        </form.AppField>
        <form.AppField name="creditRating">
          {(field) => (
            <field.SelectField
              label={m.resources_rate_credit_label({}, { locale })}
              hint={m.resources_rate_credit_hint({}, { locale })}
              options={options(creditRatings, creditNames, locale)}
              placeholder={false}
            />
          )}
        </form.AppField>
        <form.AppField name="yearsInBusiness">
          {(field) => (
            <field.NumberField
              label={m.resources_rate_years_label({}, { locale })}
              hint={m.resources_rate_years_hint({}, { locale })}
              bounds={rateBounds.yearsInBusiness}
              inputMode="numeric"
            />
          )}
        </form.AppField>
        <form.AppField name="industry">
          {(field) => (
            <field.SelectField
              label={m.resources_rate_industry_label({}, { locale })}
              hint={m.resources_rate_industry_hint({}, { locale })}
              options={options(rateIndustries, industryNames, locale)}
              placeholder={false}
            />
          )}
        </form.AppField>
        <form.AppField name="advanceRate">
          {(field) => (
            <field.NumberField
              label={m.resources_rate_advance_label({}, { locale })}
              hint={m.resources_rate_advance_hint({}, { locale })}
              bounds={rateBounds.advanceRate}
              inputMode="numeric"
              suffix="%"
            />
          )}
        </form.AppField>
      </CalculatorForm>

      <CalculatorResults
        title={m.resources_rate_results({}, { locale })}
        icon={Gauge}
        placeholder={m.resources_rate_placeholder({}, { locale })}
        announcement={announcement}
      >
        {estimate ? (
          <RateResults
            input={estimate.input}
            result={estimate.result}
            locale={locale}
            quoteHref={quoteHref}
          />
        ) : null}
      </CalculatorResults>
    </div>
  );
}

function RateResults({
  input,
  result,
  locale,
  quoteHref,
}: {
  input: RateEstimateInput;
  result: RateEstimate;
  locale: Locale;
  quoteHref: string;
}) {
  const percent = (value: number) => formatPercent(value, 1, locale);
  const wholeUsd = (value: number) => formatUsd(value, { cents: false, locale });
  return (
    <>
      <div className={styles.headline}>
        <p className={styles.headlineLabel}>{m.resources_rate_estimated({}, { locale })}</p>
        <p className={styles.headlineValue}>{percent(result.rate)}</p>
        <span className={[styles.risk, riskClass[result.riskLabel]].join(" ")}>
          {riskNames[result.riskLabel]({}, { locale })}
        </span>
      </div>
      <dl className={styles.list}>
        <div className={styles.row}>
          <dt>{m.resources_rate_range({}, { locale })}</dt>
          <dd>
            {m.resources_rate_range_value(
              { low: percent(result.range.low), high: percent(result.range.high) },
              { locale },
            )}
          </dd>
        </div>
        <div className={[styles.row, styles.total].join(" ")}>
          <dt>
            {m.resources_rate_weekly({}, { locale })}
            <small>
              {m.resources_rate_weekly_basis(
                { volume: wholeUsd(input.monthlyVolume), advance: formatNumber(input.advanceRate, locale) },
                { locale },
              )}
            </small>
          </dt>
          <dd>{wholeUsd(result.weeklyCashAccess)}</dd>
        </div>
      </dl>
      <p className={styles.note}>{m.resources_rate_disclaimer({}, { locale })}</p>
      <ButtonAnchor href={quoteHref} variant="primary" className={styles.cta}>
        {m.get_free_quote({}, { locale })}
      </ButtonAnchor>
    </>
  );
}
