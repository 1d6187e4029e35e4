import { Star } from "lucide-react";
import styles from "./star-rating.module.css";

/** Stars for a rating out of five, read as "Rated 5 out of 5". */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  return (
    <span
      className={[styles.stars, className].filter(Boolean).join(" ")}
      role="img"
      aria-label={`Rated ${rating} out of 5`}
    >
      {Array.from({ length: rating }, (_, index) => (
        <Star key={index} aria-hidden="true" strokeWidth={1.5} />
      ))}
    </span>
  );
}
