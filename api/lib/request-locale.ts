import type { Context } from "hono";
import { negotiateLocale, type Locale } from "../contract/words";

/**
 * The language to answer a request in: `?lang=` where a form's address
 * names its edition, else the request's Accept-Language (the app sends its
 * page's language there), else English.
 */
export const requestLocale = (c: Context): Locale =>
  negotiateLocale(c.req.query("lang"), c.req.header("accept-language"));
