import { CircleCheck, CircleMinus } from "lucide-react";
import { CtaBand } from "../../../components/sections/cta-band";
import { Stats } from "../../../components/sections/stats";
import { Testimonials } from "../../../components/sections/testimonials";
import { Badge } from "../../../components/ui/badge";
import { IconTile } from "../../../components/ui/icon-tile";
import { PageHeader } from "../../../components/ui/page-header";
import { Section } from "../../../components/ui/section";
import type { Testimonial } from "../../../content/types";
import type { WhyUsContent } from "../../../content/why-us";
import styles from "./why-us.module.css";

/** Why Us in either language: the route passes its edition's words. */
export function WhyUsPageView({
  content,
  testimonials,
}: {
  content: WhyUsContent;
  testimonials: readonly Testimonial[];
}) {
  const { header, advantages, comparison, stories } = content;
  return (
    <>
      <PageHeader eyebrow={header.eyebrow} title={header.title} lead={header.lead} />
      <Section tight tone="brand">
        <Stats items={content.stats} />
      </Section>

      <Section eyebrow={advantages.eyebrow} title={advantages.title} align="center">
        <ul className={styles.advantages}>
          {advantages.items.map((advantage) => (
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
        eyebrow={comparison.eyebrow}
        title={comparison.title}
        lead={comparison.lead}
        align="center"
      >
        <div className={styles.tableWrap} role="region" aria-label={comparison.regionLabel} tabIndex={0}>
          <table className={styles.table}>
            <caption className="visually-hidden">{comparison.caption}</caption>
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">{comparison.featureHead}</span>
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

      <Section eyebrow={stories.eyebrow} title={stories.title} lead={stories.lead} align="center">
        <Testimonials items={testimonials} showState />
      </Section>

      <CtaBand title={content.ctaTitle} />
    </>
  );
}
