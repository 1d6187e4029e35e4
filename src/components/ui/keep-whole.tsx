import { Fragment } from "react";
import { REFERENCE_SOURCE } from "../../../api/contract/reference";
import { company } from "../../content/company";
import styles from "./keep-whole.module.css";

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The company's numbers, clock times ("7 a.m.", "3 PM") and references ("INV-7K3M-9PX2"), each one piece. */
const pieces = new RegExp(
  `(${[company.phone.display, company.text.display].map(escaped).join("|")}|\\d+[ \\u00a0](?:[ap]\\.m\\.|[AP]M)|\\b${REFERENCE_SOURCE}\\b)`,
);

/**
 * Text with its phone numbers, clock times and references kept on one line: a
 * number or a reference split after its hyphen is misread or misdialled, and Spanish is long enough to
 * push them to the edge of a phone's screen.
 */
export function KeepWhole({ text }: { text: string }) {
  // One element, so that a button (a flex box) lays the words out as one text.
  return (
    <span>
      {text.split(pieces).map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} className={styles.whole}>
            {part}
          </span>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </span>
  );
}
