import { MapPin, Quote } from "lucide-react";
import type { Testimonial } from "../../content/types";
import { StarRating } from "../ui/star-rating";
import { Portrait } from "./portrait";
import styles from "./testimonials.module.css";

/** Customer quotes with portrait, name, title and five stars; `showState` adds where they haul from. */
export function Testimonials({
  items,
  showState = false,
}: {
  items: readonly Testimonial[];
  showState?: boolean;
}) {
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.id}>
          <figure className={styles.card}>
            <Quote className={styles.mark} aria-hidden="true" />
            <StarRating rating={item.rating} />
            <blockquote className={styles.quote}>
              <p>“{item.quote}”</p>
            </blockquote>
            <figcaption className={styles.person}>
              <Portrait traits={item.portrait} size={60} />
              <span className={styles.who}>
                <span className={styles.name}>{item.name}</span>
                <span className={styles.title}>{item.title}</span>
                {showState ? (
                  <span className={styles.state}>
                    <MapPin aria-hidden="true" />
                    {item.state}
                  </span>
                ) : null}
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
