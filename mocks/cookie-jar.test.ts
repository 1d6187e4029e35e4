import { describe, expect, it } from "vitest";
import { CookieJar } from "./cookie-jar";

describe("CookieJar", () => {
  it("keeps a cookie's value and sends every kept cookie in one header", () => {
    const jar = new CookieJar();
    jar.store("tpf_admin=abc.def; Path=/; HttpOnly; SameSite=Strict; Max-Age=86400");
    jar.store("tpf_client=xyz; Path=/; HttpOnly");
    expect(jar.get("tpf_admin")).toBe("abc.def");
    expect(jar.header()).toBe("tpf_admin=abc.def; tpf_client=xyz");
  });

  it("forgets a cookie the server removes with Max-Age=0 or an Expires in the past", () => {
    const jar = new CookieJar();
    jar.store("tpf_admin=abc; Path=/");
    jar.store("tpf_client=xyz; Path=/");
    jar.store("tpf_admin=; Path=/; Max-Age=0");
    jar.store("tpf_client=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT");
    expect(jar.header()).toBe("");
  });

  it("replaces a value and starts empty again after clear()", () => {
    const jar = new CookieJar();
    jar.store("a=1");
    jar.store("a=2; Expires=Fri, 31 Dec 9999 23:59:59 GMT");
    expect(jar.header()).toBe("a=2");
    jar.clear();
    expect(jar.get("a")).toBeUndefined();
  });
});
