import { Link } from "@tanstack/react-router";
import { Fragment, type ReactNode } from "react";
import type { ContentBlock } from "../../content/types";
import { localizedPath } from "../../lib/locale";
import * as m from "../../paraglide/messages";
import { useLocale } from "../layout/locale-context";
import { HighwayText } from "./highway-text";
import styles from "./prose.module.css";

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Turns `[label](/path)` into router links and `[label](https://…)` into external links; keeps highway names whole. */
function InlineText({ text }: { text: string }) {
  const locale = useLocale();
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label, href] = match;
    const index = match.index ?? 0;
    if (index > last) parts.push(<HighwayText key={`text-${last}`} text={text.slice(last, index)} />);
    parts.push(
      href?.startsWith("/") ? (
        // A path in the text is the English page; a reader of Spanish goes to its Spanish edition
        // where there is one. `#en` marks a link meant for the English page itself.
        href.endsWith("#en") ? (
          <Link key={index} to={href.slice(0, -3)} hrefLang="en">
            {label}
          </Link>
        ) : (
          <Link key={index} to={localizedPath(href, locale)}>
            {label}
          </Link>
        )
      ) : (
        <a key={index} href={href} target="_blank" rel="noopener noreferrer">
          {label}
          <span className="visually-hidden">{m.opens_new_tab({}, { locale })}</span>
        </a>
      ),
    );
    last = index + whole.length;
  }
  if (last < text.length) parts.push(<HighwayText key={`text-${last}`} text={text.slice(last)} />);
  return <>{parts}</>;
}

/** A stable fragment id for a heading: "What we collect" -> "what-we-collect". */
export function headingId(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function Block({ block }: { block: ContentBlock }) {
  switch (block.type) {
    case "p":
      return (
        <p>
          <InlineText text={block.text} />
        </p>
      );
    case "h2":
      return <h2 id={headingId(block.text)}>{block.text}</h2>;
    case "h3":
      return <h3>{block.text}</h3>;
    case "ul":
    case "ol": {
      const List = block.type;
      return (
        <List>
          {block.items.map((item) => (
            <li key={item}>
              <InlineText text={item} />
            </li>
          ))}
        </List>
      );
    }
    case "table":
      // On a phone the rows stack (prose.module.css): each value then shows its column's name
      // (data-label). The roles keep it a table for screen readers once CSS changes its display.
      return (
        <div className={styles.tableScroll} role="region" aria-label={block.caption} tabIndex={0}>
          <table role="table">
            <caption>{block.caption}</caption>
            <thead role="rowgroup">
              <tr role="row">
                {block.head.map((cell) => (
                  <th key={cell} scope="col" role="columnheader">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody role="rowgroup">
              {block.rows.map((row) => (
                <tr key={row.join("|")} role="row">
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row" role="rowheader">
                        <InlineText text={cell} />
                      </th>
                    ) : (
                      <td key={index} role="cell" data-label={block.head[index]}>
                        <InlineText text={cell} />
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case "callout":
      return (
        <aside className={styles.callout}>
          <p className={styles.calloutTitle}>{block.title}</p>
          <p>
            <InlineText text={block.text} />
          </p>
        </aside>
      );
    case "quote":
      return (
        <blockquote>
          <p>{block.text}</p>
          {block.cite ? <footer>{block.cite}</footer> : null}
        </blockquote>
      );
  }
}

/** Renders long-form content blocks (articles, legal pages). */
export function RichText({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <Fragment key={index}>
          <Block block={block} />
        </Fragment>
      ))}
    </>
  );
}

/**
 * The reading column that styles RichText. `data-content` marks the writer's
 * text, which a translation may gloss with an English term, apart from the
 * page's own words.
 */
export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={[styles.prose, className].filter(Boolean).join(" ")} data-content="">
      {children}
    </div>
  );
}
