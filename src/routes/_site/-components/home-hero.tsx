import { CircleCheck, Truck } from "lucide-react";
import { HighwayDawn } from "../../../components/illustrations/highway-dawn";
import { ButtonLink } from "../../../components/ui/button-link";
import { homeHero } from "../../../content/home";
import styles from "./home-hero.module.css";

export function HomeHero() {
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <div className={["container", styles.content].join(" ")}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>
            <Truck aria-hidden="true" />
            {homeHero.eyebrow}
          </p>
          <h1 id="home-hero-title" className={styles.title}>
            {homeHero.title}
          </h1>
          <p className={styles.lead}>{homeHero.lead}</p>
          <ul className={styles.highlights}>
            {homeHero.highlights.map((item) => (
              <li key={item}>
                <CircleCheck aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
          <div className={styles.actions}>
            <ButtonLink to="/get-quote" variant="primary" size="lg">
              Get Free Quote
            </ButtonLink>
            <ButtonLink to="/how-factoring-works" variant="onDark" size="lg">
              How It Works
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
