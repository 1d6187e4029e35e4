import * as v from "valibot";

/** `?session=ended`: the staff session ended (expired or signed out elsewhere) while a staff screen was open. */
export const AdminLoginSearch = v.object({
  session: v.fallback(v.optional(v.picklist(["ended"])), undefined),
});
export type AdminLoginSearch = v.InferOutput<typeof AdminLoginSearch>;
