/** The one error shape of the API (CONVENTIONS item 5). */
export interface ApiError {
  error: string;
  /** Field issues for validation errors: field name -> message. */
  issues?: Record<string, string>;
}
