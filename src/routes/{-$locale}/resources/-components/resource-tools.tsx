import { Calculator, ChevronDown, ExternalLink, FileText, Gauge, Video } from "lucide-react";
import type { ReactNode } from "react";
import { useLocale } from "../../../../components/layout/locale-context";
import { Badge } from "../../../../components/ui/badge";
import { IconTile } from "../../../../components/ui/icon-tile";
import type { DisclosureToolCopy, ResourcesCopy } from "../../../../content/resources";
import FactoringCalculatorIsland from "../../../../islands/factoring-calculator";
import RateEstimateToolIsland from "../../../../islands/rate-estimate-tool";
import { localizedPath } from "../../../../lib/locale";
import type { ResourceTool } from "../../../../lib/search-params";
import * as m from "../../../../paraglide/messages";
import styles from "./resource-tools.module.css";

/**
 * The four tools, in the page's language. The two calculators are
 * disclosures (`<details>`): the card opens its calculator below it the
 * moment it is tapped, with or without scripts; `?tool=` in the address
 * opens one. The arithmetic itself needs JavaScript, and says so where it
 * is off.
 */
export function ResourceTools({
  tools,
  openTool,
}: {
  tools: ResourcesCopy["tools"];
  openTool?: ResourceTool | undefined;
}) {
  const locale = useLocale();
  const quoteHref = localizedPath("/get-quote", locale);
  return (
    <div className={styles.grid}>
      <DisclosureTool
        tool="calculator"
        icon={<IconTile icon={Calculator} />}
        copy={tools.factoringCalculator}
        open={openTool === "calculator"}
      >
        <FactoringCalculatorIsland labelledBy="calculator-title" locale={locale} quoteHref={quoteHref} />
      </DisclosureTool>
      <DisclosureTool
        tool="rate-quote"
        icon={<IconTile icon={Gauge} />}
        copy={tools.rateQuote}
        open={openTool === "rate-quote"}
      >
        <RateEstimateToolIsland labelledBy="rate-quote-title" locale={locale} quoteHref={quoteHref} />
      </DisclosureTool>
      <div className={[styles.card, styles.interactive].join(" ")}>
        <IconTile icon={FileText} />
        <h3 className={styles.title}>
          <a
            className={styles.trigger}
            href={tools.applicationForms.href}
            target="_blank"
            rel="noopener"
            // The printable form exists in English only.
            hrefLang={locale === "en" ? undefined : "en"}
          >
            {tools.applicationForms.title}
            <span className="visually-hidden">{` ${m.resources_printable_note({}, { locale })}`}</span>
          </a>
        </h3>
        <p className={styles.text}>{tools.applicationForms.text}</p>
        <span className={styles.affordance} aria-hidden="true">
          {m.resources_printable_open({}, { locale })}
          <ExternalLink />
        </span>
      </div>
      <div className={styles.card}>
        <IconTile icon={Video} tone="light" />
        <div className={styles.soon}>
          <h3 className={styles.title}>{tools.videoTutorials.title}</h3>
          <Badge tone="neutral">{m.resources_not_available({}, { locale })}</Badge>
        </div>
        <p className={styles.text}>{tools.videoTutorials.text}</p>
      </div>
    </div>
  );
}

function DisclosureTool({
  tool,
  icon,
  copy,
  open,
  children,
}: {
  tool: ResourceTool;
  icon: ReactNode;
  copy: DisclosureToolCopy;
  open: boolean;
  children: ReactNode;
}) {
  return (
    <details className={styles.disclosure} id={tool} open={open}>
      <summary className={[styles.card, styles.interactive, styles.summary].join(" ")}>
        {icon}
        <h3 className={styles.title}>{copy.title}</h3>
        <span className={styles.text}>{copy.text}</span>
        <span className={styles.affordance} aria-hidden="true">
          <span className={styles.whenClosed}>{copy.open}</span>
          <span className={styles.whenOpen}>{copy.hide}</span>
          <ChevronDown />
        </span>
      </summary>
      <div className={styles.panel} role="region" aria-labelledby={`${tool}-title`}>
        <div className={styles.panelHead}>
          <h3 id={`${tool}-title`} className={styles.panelTitle}>
            {copy.title}
          </h3>
          <p className={styles.panelLead}>{copy.panelLead}</p>
        </div>
        <noscript>
          <p className={styles.noScript}>{copy.noScript}</p>
        </noscript>
        {children}
      </div>
    </details>
  );
}
