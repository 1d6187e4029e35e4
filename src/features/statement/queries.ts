import { queryOptions } from "@tanstack/react-query";
import type { Statement, StatementFormat } from "../../../api/contract/statement";
import { api, readJson, toApiRequestError } from "../../lib/api";
import { JUST_LOADED_MS } from "../../lib/query-client";
import { attachmentName, saveBlob } from "../../lib/save-file";
import { keepStatement, keptStatement } from "./kept-statement";
import type { Period } from "./periods";

/** Every statement query key starts with "statement". */
export const statementKeys = {
  one: (username: string, period: Period) => ["statement", username, period.from, period.to] as const,
  kept: (username: string) => ["statement", username, "kept"] as const,
};

/**
 * The signed-in client's statement for a period, from the server; each one that arrives is kept on
 * the phone as their last opened statement.
 */
export const statementOptions = (username: string, period: Period) =>
  queryOptions({
    queryKey: statementKeys.one(username, period),
    queryFn: async (): Promise<Statement> => {
      const body = await readJson(await api.api.account.statement.$get({ query: period }));
      await keepStatement(username, body.statement);
      return body.statement;
    },
    staleTime: JUST_LOADED_MS,
  });

/** The statement kept on this phone, read whatever the signal. */
export const keptStatementOptions = (username: string) =>
  queryOptions({
    queryKey: statementKeys.kept(username),
    queryFn: () => keptStatement(username),
    networkMode: "always",
    staleTime: 0,
  });

/** The statement's file address: a link that works before the app runs. */
export const statementFilePath = (period: Period, format: Exclude<StatementFormat, "json">) =>
  api.api.account.statement.$path({ query: { ...period, format } });

/**
 * Fetches the statement as a PDF or a CSV and saves it under the server's file name. A fetch, not a
 * link: the mocks answer fetches only, and a failure can be told apart from a file.
 */
export async function downloadStatement(period: Period, format: Exclude<StatementFormat, "json">) {
  const response = await api.api.account.statement.$get({ query: { ...period, format } });
  if (!response.ok) throw await toApiRequestError(response);
  const name = attachmentName(response.headers.get("content-disposition")) ?? `statement.${format}`;
  saveBlob(await response.blob(), name);
}
