// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { typedBeforeHydration } from "./typed-before-hydration";

function formWith(html: string): HTMLFormElement {
  const form = document.createElement("form");
  form.innerHTML = html;
  return form;
}

describe("typedBeforeHydration", () => {
  const defaults = { username: "", comments: "", plan: "basic", agree: false, systemType: "quickbooks" };

  it("keeps what differs from the defaults, by field name", () => {
    const form = formWith(`
      <input name="username" value="dana" />
      <textarea name="comments"></textarea>
      <select name="plan"><option value="basic">Basic</option><option value="gold" selected>Gold</option></select>
      <input type="checkbox" name="agree" checked />`);
    expect(typedBeforeHydration(form, defaults)).toEqual({ username: "dana", plan: "gold", agree: true });
  });

  it("ignores what the visitor cannot type: a custom select's hidden mirror, hidden inputs, empty selects", () => {
    const form = formWith(`
      <select name="systemType" aria-hidden="true"><option value=""></option></select>
      <input type="hidden" name="username" value="injected" />
      <select name="plan"><option value="">Choose</option></select>`);
    expect(typedBeforeHydration(form, defaults)).toEqual({});
  });
});
