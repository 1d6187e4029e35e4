import type { Context, Env, MiddlewareHandler } from "hono";
import * as v from "valibot";
import { fieldIssues } from "../contract/fields";
import { englishErrorJson, validationJson } from "./errors";
import { nestedDeeperThan } from "./json-nesting";
import { requestLocale } from "./request-locale";

const JSON_MEDIA_TYPE = /^application\/json$/i;
/** Our bodies are flat objects: anything nested deeper is refused before it is parsed. */
const MAX_NESTING = 16;

/**
 * Reads a JSON body and validates it with a contract schema: 415 unless the
 * body is sent as JSON (which also makes cross-site form posts impossible),
 * 400 for JSON nested more than 16 deep (found before parsing), malformed
 * JSON or a body that is not an object, 422 with field
 * issues when the contract refuses it. Handlers read the parsed value with
 * `c.req.valid("json")`; the typed client sees the schema's input type.
 */
export function jsonBody<S extends v.GenericSchema>(
  schema: S,
  /** For bodies of several shapes: picks the schema that gives the clearest messages. */
  pick?: (body: Record<string, unknown>) => v.GenericSchema,
) {
  const middleware: MiddlewareHandler = async (c, next) => {
    const mediaType = (c.req.header("content-type") ?? "").split(";")[0]?.trim() ?? "";
    if (!JSON_MEDIA_TYPE.test(mediaType)) {
      return englishErrorJson(c, 415, "Send the request body as JSON (Content-Type: application/json).");
    }
    const text = await c.req.text();
    if (nestedDeeperThan(text, MAX_NESTING)) {
      return englishErrorJson(c, 400, "The request body is nested too deeply.");
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return englishErrorJson(c, 400, "The request body is not valid JSON.");
    }
    if (value === null || typeof value !== "object" || Array.isArray(value)) {
      return englishErrorJson(c, 400, "The request body must be a JSON object.");
    }
    // The contract answers in the request's language (its messages come in English and Spanish).
    const result = v.safeParse(pick ? pick(value as Record<string, unknown>) : schema, value, {
      lang: requestLocale(c),
    });
    if (!result.success) return issuesJson(c, fieldIssues(result.issues));
    c.req.addValidatedData("json", result.output as object);
    await next();
  };
  return middleware as MiddlewareHandler<
    Env,
    string,
    { in: { json: v.InferInput<S> }; out: { json: v.InferOutput<S> } }
  >;
}

/** Validates the query string with a schema; 422 with field issues when it refuses. */
export function queryParams<S extends v.GenericSchema>(
  schema: S,
  /** For a schema that depends on the request (the office's today): the one to check it with. */
  pick?: (c: Context) => S,
) {
  const middleware: MiddlewareHandler = async (c, next) => {
    const result = v.safeParse(pick ? pick(c) : schema, c.req.query(), { lang: requestLocale(c) });
    if (!result.success) return issuesJson(c, fieldIssues(result.issues));
    c.req.addValidatedData("query", result.output as object);
    await next();
  };
  return middleware as MiddlewareHandler<
    Env,
    string,
    { in: { query: v.InferInput<S> }; out: { query: v.InferOutput<S> } }
  >;
}

/** A single issue is the message itself; several get a summary and the UI shows each on its field. */
function issuesJson(c: Context, issues: Record<string, string>) {
  const messages = Object.values(issues);
  return validationJson(c, issues, messages.length === 1 ? messages[0] : undefined);
}
