/** The HTML as a crawler reads it: comments gone, the entities the pages use decoded. */
export const decodeCrawlerHtml = (html: string) =>
  html
    .replace(/<!--.*?-->/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
