import { Calculator, ChevronDown, ExternalLink, FileText, Gauge, Video } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "../../../../components/ui/badge";
import { IconTile } from "../../../../components/ui/icon-tile";
import { resourceTools } from "../../../../content/resources";
import FactoringCalculatorIsland from "../../../../islands/factoring-calculator";
import RateEstimateToolIsland from "../../../../islands/rate-estimate-tool";
import type { ResourceTool } from "../../../../lib/search-params";
import styles from "./resource-tools.module.css";

/**
 * The four tools. The two calculators are disclosures (`<details>`): the
 * card opens its calculator below it the moment it is tapped, with or
 * without scripts; `?tool=` in the address opens one. The arithmetic itself
 * needs JavaScript, and says so where it is off.
 */
export function ResourceTools({ openTool }: { openTool?: ResourceTool | undefined }) {
  return (
    <div className={styles.grid}>
      <DisclosureTool
        tool="calculator"
        icon={<IconTile icon={Calculator} />}
        title={resourceTools.factoringCalculator.title}
        text={resourceTools.factoringCalculator.text}
        open={openTool === "calculator"}
        panelLead="Change any value, then press Calculate. Reset puts the defaults back."
      >
        <FactoringCalculatorIsland labelledBy="calculator-title" />
      </DisclosureTool>
      <DisclosureTool
        tool="rate-quote"
        icon={<IconTile icon={Gauge} />}
        title={resourceTools.rateQuote.title}
        text={resourceTools.rateQuote.text}
        open={openTool === "rate-quote"}
        panelLead="An estimate from your volume, credit, experience and freight type."
      >
        <RateEstimateToolIsland labelledBy="rate-quote-title" />
      </DisclosureTool>
      <div className={[styles.card, styles.interactive].join(" ")}>
        <IconTile icon={FileText} />
        <h3 className={styles.title}>
          <a
            className={styles.trigger}
            href={resourceTools.applicationForms.href}
            target="_blank"
            rel="noopener"
          >
            {resourceTools.applicationForms.title}
            <span className="visually-hidden"> (printable form, opens in a new tab)</span>
          </a>
        </h3>
        <p className={styles.text}>{resourceTools.applicationForms.text}</p>
        <span className={styles.affordance} aria-hidden="true">
          Open printable form
          <ExternalLink />
        </span>
      </div>
      <div className={styles.card}>
        <IconTile icon={Video} tone="light" />
        <div className={styles.soon}>
          <h3 className={styles.title}>{resourceTools.videoTutorials.title}</h3>
          <Badge tone="neutral">Not available yet</Badge>
        </div>
        <p className={styles.text}>{resourceTools.videoTutorials.text}</p>
      </div>
    </div>
  );
}

function DisclosureTool({
  tool,
  icon,
  title,
  text,
  open,
  panelLead,
  children,
}: {
  tool: ResourceTool;
  icon: ReactNode;
  title: string;
  text: string;
  open: boolean;
  panelLead: string;
  children: ReactNode;
}) {
  const shortName = tool === "calculator" ? "calculator" : "rate tool";
  return (
    <details className={styles.disclosure} id={tool} open={open}>
      <summary className={[styles.card, styles.interactive, styles.summary].join(" ")}>
        {icon}
        <h3 className={styles.title}>{title}</h3>
        <span className={styles.text}>{text}</span>
        <span className={styles.affordance} aria-hidden="true">
          <span className={styles.whenClosed}>Open {shortName}</span>
          <span className={styles.whenOpen}>Hide {shortName}</span>
          <ChevronDown />
        </span>
      </summary>
      <div className={styles.panel} role="region" aria-labelledby={`${tool}-title`}>
        <div className={styles.panelHead}>
          <h3 id={`${tool}-title`} className={styles.panelTitle}>
            {title}
          </h3>
          <p className={styles.panelLead}>{panelLead}</p>
        </div>
        <noscript>
          <p className={styles.noScript}>
            The {shortName} works out the numbers with JavaScript, which is off in this browser. Turn it on,
            or call us and we will run them with you.
          </p>
        </noscript>
        {children}
      </div>
    </details>
  );
}
