import type { HtmlTagDescriptor, Plugin } from "vite";

/**
 * With BUILD_ID (a release name or commit), every page carries `<meta name="build-id">`, so support
 * can read which build a phone runs (docs/decisions/0085-build-id.md). Without it, no tag. A value
 * outside letters, digits and `._+-` fails the build rather than reach the HTML.
 */
export function buildIdentity(buildId: string | undefined): Plugin | false {
  const id = buildId?.trim();
  if (!id) return false;
  if (!/^[\w.+-]{1,64}$/.test(id))
    throw new Error(`BUILD_ID may hold letters, digits and . _ + - (64 at most), not "${id}"`);
  const tag: HtmlTagDescriptor = { tag: "meta", attrs: { name: "build-id", content: id }, injectTo: "head" };
  return { name: "tpf:build-id", apply: "build", transformIndexHtml: () => [tag] };
}
