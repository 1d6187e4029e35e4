import { Star } from "lucide-react";
import * as m from "../../paraglide/messages";
import { useLocale } from "../layout/locale-context";
import styles from "./star-rating.module.css";

/** Stars for a rating out of five, read as "Rated 5 out of 5" (in the page's language). */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const locale = useLocale();
  return (
    <span
      className={[styles.stars, className].filter(Boolean).join(" ")}
      role="img"
      aria-label={m.rated_out_of_five({ rating: String(rating) }, { locale })}
    >
      {Array.from({ length: rating }, (_, index) => (
        <Star key={index} aria-hidden="true" strokeWidth={1.5} />
      ))}
    </span>
  );
}
