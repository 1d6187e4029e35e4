import { useHydrated, useNavigate } from "@tanstack/react-router";
import { Calculator, ChevronDown, ExternalLink, FileText, Gauge, Video, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Badge } from "../../../../components/ui/badge";
import { Button } from "../../../../components/ui/button";
import { IconTile } from "../../../../components/ui/icon-tile";
import { resourceTools } from "../../../../content/resources";
import { FactoringCalculator } from "../../../../features/calculators/components/factoring-calculator";
import { RateEstimateTool } from "../../../../features/calculators/components/rate-estimate-tool";
import styles from "./resource-tools.module.css";

export type ResourceTool = "calculator" | "rate-quote";

/**
 * The four tools. The two calculators open inline below their cards (a
 * disclosure: the card's heading is the toggle button); `?tool=` in the
 * address opens one after hydration, so the prerendered page still matches.
 */
export function ResourceTools({ initialTool }: { initialTool?: ResourceTool }) {
  const hydrated = useHydrated();
  const [choice, setChoice] = useState<Partial<Record<ResourceTool, boolean>>>({});
  const fromAddress = (tool: ResourceTool) => hydrated && initialTool === tool;
  const isOpen = (tool: ResourceTool) => choice[tool] ?? fromAddress(tool);
  const navigate = useNavigate();
  const toggle = (tool: ResourceTool) => {
    // Pin both tools' state before the address loses its ?tool=, so neither closes by surprise.
    setChoice({
      calculator: isOpen("calculator"),
      "rate-quote": isOpen("rate-quote"),
      [tool]: !isOpen(tool),
    });
    if (initialTool) void navigate({ to: "/resources", search: {}, replace: true, resetScroll: false });
  };

  return (
    <div className={styles.grid}>
      <DisclosureTool
        tool="calculator"
        icon={<IconTile icon={Calculator} />}
        title={resourceTools.factoringCalculator.title}
        text={resourceTools.factoringCalculator.text}
        open={isOpen("calculator")}
        scrollOnOpen={fromAddress("calculator") && choice.calculator === undefined}
        onToggle={() => toggle("calculator")}
        panelLead="Change any value, then press Calculate. Reset puts the defaults back."
      >
        {(labelledBy) => <FactoringCalculator labelledBy={labelledBy} />}
      </DisclosureTool>
      <DisclosureTool
        tool="rate-quote"
        icon={<IconTile icon={Gauge} />}
        title={resourceTools.rateQuote.title}
        text={resourceTools.rateQuote.text}
        open={isOpen("rate-quote")}
        scrollOnOpen={fromAddress("rate-quote") && choice["rate-quote"] === undefined}
        onToggle={() => toggle("rate-quote")}
        panelLead="An estimate from your volume, credit, experience and freight type."
      >
        {(labelledBy) => <RateEstimateTool labelledBy={labelledBy} />}
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
  scrollOnOpen,
  onToggle,
  panelLead,
  children,
}: {
  tool: ResourceTool;
  icon: ReactNode;
  title: string;
  text: string;
  open: boolean;
  scrollOnOpen: boolean;
  onToggle: () => void;
  panelLead: string;
  children: (labelledBy: string) => ReactNode;
}) {
  const buttonId = useId();
  const panelTitleId = useId();
  const panelId = `${tool}-panel`;
  const panelRef = useRef<HTMLDivElement>(null);
  const shortName = tool === "calculator" ? "calculator" : "rate tool";

  useEffect(() => {
    if (scrollOnOpen) panelRef.current?.scrollIntoView({ block: "start" });
  }, [scrollOnOpen]);

  return (
    <>
      <div
        className={[styles.card, styles.interactive, open ? styles.open : undefined]
          .filter(Boolean)
          .join(" ")}
      >
        {icon}
        <h3 className={styles.title}>
          <button
            id={buttonId}
            type="button"
            className={styles.trigger}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={onToggle}
          >
            {title}
          </button>
        </h3>
        <p className={styles.text}>{text}</p>
        <span className={styles.affordance} aria-hidden="true">
          {open ? `Hide ${shortName}` : `Open ${shortName}`}
          <ChevronDown />
        </span>
      </div>
      <div
        ref={panelRef}
        id={panelId}
        className={styles.panel}
        role="region"
        aria-labelledby={panelTitleId}
        hidden={!open}
      >
        {open ? (
          <>
            <div className={styles.panelHead}>
              <div>
                <h3 id={panelTitleId} className={styles.panelTitle}>
                  {title}
                </h3>
                <p className={styles.panelLead}>{panelLead}</p>
              </div>
              <Button variant="ghost" size="sm" onClick={onToggle} aria-controls={panelId}>
                <X aria-hidden="true" />
                Close<span className="visually-hidden"> {title}</span>
              </Button>
            </div>
            {children(panelTitleId)}
          </>
        ) : null}
      </div>
    </>
  );
}
