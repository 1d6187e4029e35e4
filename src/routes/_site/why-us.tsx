import { createFileRoute } from "@tanstack/react-router";
import { CircleCheck, CircleMinus } from "lucide-react";
import { CtaBand } from "../../components/sections/cta-band";
import { Stats } from "../../components/sections/stats";
import { Testimonials } from "../../components/sections/testimonials";
import { Badge } from "../../components/ui/badge";
import { IconTile } from "../../components/ui/icon-tile";
import { PageHeader } from "../../components/ui/page-header";
import { Section } from "../../components/ui/section";
import { testimonials } from "../../content/testimonials";
import { advantages, comparison, whyUsStats } from "../../content/why-us";
import { pageHead } from "../../lib/head";
import styles from "./-components/why-us.module.css";

export const Route = createFileRoute("/_site/why-us")({
  head: ({ match }) =>
    pageHead(match.context, {
      title: "Why Truckers Choose TPF",
      description:
        "Rates from 1.5%, funding in 24 hours and no long-term contracts. See how TPF compares with other factoring companies.",
      path: "/why-us",
    }),
  component: WhyUsPage,
});

function WhyUsPage() {
  return (
    <>
      <PageHeader
        eyebrow="Why TPF"
        title="Faster money, lower rates, no lock-in"
        lead="We built TPF for carriers who are tired of waiting on brokers and reading the fine print. Here's what makes us different."
      />
      <Section tight tone="brand">
        <Stats items={whyUsStats} />
      </Section>

      <Section eyebrow="Our advantages" title="Six reasons carriers switch to TPF" align="center">
        <ul className={styles.advantages}>
          {advantages.map((advantage) => (
            <li key={advantage.title} className={styles.advantage}>
              <div className={styles.advantageTop}>
                <IconTile icon={advantage.icon} />
                <Badge tone="amber">{advantage.highlight}</Badge>
              </div>
              <h3 className={styles.advantageTitle}>{advantage.title}</h3>
              <p className={styles.advantageText}>{advantage.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        tone="muted"
        eyebrow="Compare"
        title="TPF vs. other factoring companies"
        lead="Typical terms in the freight factoring industry, side by side with ours."
        align="center"
      >
        <div className={styles.tableWrap} role="region" aria-label="Comparison table" tabIndex={0}>
          <table className={styles.table}>
            <caption className="visually-hidden">
              {comparison.tpfLabel} compared with {comparison.othersLabel.toLowerCase()}
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">Feature</span>
                </th>
                <th scope="col" className={styles.tpfHead}>
                  {comparison.tpfLabel}
                </th>
                <th scope="col">{comparison.othersLabel}</th>
              </tr>
            </thead>
            <tbody>
              {comparison.rows.map((row) => (
                <tr key={row.feature}>
                  <th scope="row">{row.feature}</th>
                  <td className={styles.tpfCell}>
                    <span className={styles.cell}>
                      <CircleCheck aria-hidden="true" className={styles.good} />
                      {row.tpf}
                    </span>
                  </td>
                  <td>
                    <span className={styles.cell}>
                      <CircleMinus aria-hidden="true" className={styles.meh} />
                      {row.others}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section
        eyebrow="Customer stories"
        title="Carriers from coast to coast"
        lead="Owner-operators, fleets and logistics companies on what changed after they switched."
        align="center"
      >
        <Testimonials items={testimonials} showState />
      </Section>

      <CtaBand title="See what you'd pay with TPF" />
    </>
  );
}
