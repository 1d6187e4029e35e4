import { CircleCheck, Truck } from "lucide-react";
import { HighwayDawn } from "../../../components/illustrations/highway-dawn";
import { useLocale } from "../../../components/layout/locale-context";
import { ButtonLink } from "../../../components/ui/button-link";
import type { HomeContent } from "../../../content/home";
import { localizedPath } from "../../../lib/locale";
import * as m from "../../../paraglide/messages";
import styles from "./home-hero.module.css";

export function HomeHero({ hero }: { hero: HomeContent["hero"] }) {
  const locale = useLocale();
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <div className={["container", styles.content].join(" ")}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>
            <Truck aria-hidden="true" />
            {hero.eyebrow}
          </p>
          <h1 id="home-hero-title" className={styles.title}>
            {hero.title}
          </h1>
          <p className={styles.lead}>{hero.lead}</p>
          <ul className={styles.highlights}>
            {hero.highlights.map((item) => (
              <li key={item}>
                <CircleCheck aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
          <div className={styles.actions}>
            <ButtonLink to={localizedPath("/get-quote", locale)} variant="primary" size="lg">
              {m.get_free_quote({}, { locale })}
            </ButtonLink>
            <ButtonLink to={localizedPath("/how-factoring-works", locale)} variant="onDark" size="lg">
              {m.nav_how({}, { locale })}
            </ButtonLink>
          </div>
        </div>
      </div>
      <div className={styles.sceneFrame}>
        <HighwayDawn className={styles.scene} />
      </div>
    </section>
  );
}
