import { Calculator } from "lucide-react";
import { useLocale } from "../../../components/layout/locale-context";
import { ButtonAnchor } from "../../../components/ui/button";
import type { Locale } from "../../../lib/locale";
import * as m from "../../../paraglide/messages";
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
 * The inline factoring calculator, in the page's language. Results stay
 * hidden until Calculate; Reset restores the defaults and hides them again.
 * `quoteHref` is the quote form of the page's edition (the page works it out).
 */
export function FactoringCalculator({
  labelledBy,
  quoteHref = "/get-quote",
}: {
  labelledBy?: string;
  quoteHref?: string;
}) {
  const locale = useLocale();
  const usd = (value: number) => formatUsd(value, { locale });
  const { form, formElement, announcement, estimate, reset } = useCalculatorForm({
    defaults: factoringFormDefaults,
    parse: (values) => parseFactoringForm(values, locale),
    calculate: calculateFactoring,
    announce: (result) =>
      m.resources_factoring_ready(
        { advance: usd(result.advance), fee: usd(result.fee), total: usd(result.totalReceived) },
        { locale },
      ),
    resetMessage: m.resources_factoring_reset_done({}, { locale }),
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
              label={m.resources_factoring_invoice_label({}, { locale })}
              hint={m.resources_factoring_invoice_hint({}, { locale })}
              bounds={factoringBounds.invoiceAmount}
              prefix="$"
            />
          )}
        </form.AppField>
        <form.AppField name="advanceRate">
          {(field) => (
            <field.NumberField
              label={m.resources_factoring_advance_label({}, { locale })}
              hint={m.resources_factoring_advance_hint({}, { locale })}
              bounds={factoringBounds.advanceRate}
              suffix="%"
            />
          )}
        </form.AppField>
        <form.AppField name="factoringRate">
          {(field) => (
            <field.NumberField
              label={m.resources_factoring_rate_label({}, { locale })}
              hint={m.resources_factoring_rate_hint({}, { locale })}
              bounds={factoringBounds.factoringRate}
              suffix="%"
            />
          )}
        </form.AppField>
        <form.AppField name="paymentTermsDays">
          {(field) => (
            <field.NumberField
              label={m.resources_factoring_terms_label({}, { locale })}
              hint={m.resources_factoring_terms_hint({}, { locale })}
              bounds={factoringBounds.paymentTermsDays}
              inputMode="numeric"
              suffix={m.resources_days({}, { locale })}
            />
          )}
        </form.AppField>
      </CalculatorForm>

      <CalculatorResults
        title={m.resources_factoring_results({}, { locale })}
        icon={Calculator}
        placeholder={m.resources_factoring_placeholder({}, { locale })}
        announcement={announcement}
      >
        {estimate ? (
          <FactoringResults result={estimate.result} locale={locale} quoteHref={quoteHref} />
        ) : null}
      </CalculatorResults>
    </div>
  );
}

function FactoringResults({
  result,
  locale,
  quoteHref,
}: {
  result: FactoringResult;
  locale: Locale;
  quoteHref: string;
}) {
  const usd = (value: number) => formatUsd(value, { locale });
  return (
    <>
      <dl className={styles.list}>
        <div className={styles.row}>
          <dt>
            {m.resources_factoring_advance({}, { locale })}
            <small>{m.resources_factoring_advance_when({}, { locale })}</small>
          </dt>
          <dd>{usd(result.advance)}</dd>
        </div>
        <div className={styles.row}>
          <dt>
            {m.resources_factoring_reserve({}, { locale })}
            <small>{m.resources_factoring_reserve_when({}, { locale })}</small>
          </dt>
          <dd>{usd(result.reserve)}</dd>
        </div>
        <div className={styles.row}>
          <dt>{m.resources_factoring_fee({}, { locale })}</dt>
          <dd>{usd(result.fee)}</dd>
        </div>
        <div className={styles.row}>
          <dt>
            {m.resources_factoring_payout({}, { locale })}
            <small>{m.resources_factoring_payout_how({}, { locale })}</small>
          </dt>
          <dd>{usd(result.finalPayout)}</dd>
        </div>
        <div className={styles.row}>
          <dt>{m.resources_factoring_effective({}, { locale })}</dt>
          <dd>{formatPercent(result.effectiveRate, 2, locale)}</dd>
        </div>
        <div className={[styles.row, styles.total].join(" ")}>
          <dt>{m.resources_factoring_total({}, { locale })}</dt>
          <dd>{usd(result.totalReceived)}</dd>
        </div>
      </dl>
      {result.finalPayout < 0 ? (
        <p className={styles.note}>{m.resources_factoring_fee_over_reserve({}, { locale })}</p>
      ) : null}
      <p className={styles.note}>{m.resources_factoring_disclaimer({}, { locale })}</p>
      <ButtonAnchor href={quoteHref} variant="primary" className={styles.cta}>
        {m.get_free_quote({}, { locale })}
      </ButtonAnchor>
    </>
  );
}
