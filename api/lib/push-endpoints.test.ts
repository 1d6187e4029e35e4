import { describe, expect, it } from "vitest";
import { pushEndpointAllowed } from "./push-endpoints";

describe("pushEndpointAllowed", () => {
  it.each([
    "https://fcm.googleapis.com/fcm/send/abc:def",
    "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
    "https://web.push.apple.com/QGxx",
    "https://wns2-bl2p.notify.windows.com/w/?token=x",
  ])("accepts the known push service %s", (endpoint) => {
    expect(pushEndpointAllowed(endpoint, [])).toBe(true);
  });

  it.each([
    ["plain http to a known host", "http://fcm.googleapis.com/fcm/send/abc"],
    ["another port on a known host", "https://fcm.googleapis.com:8443/fcm/send/abc"],
    ["a look-alike host", "https://fcm.googleapis.com.evil.example/x"],
    ["a sub-domain that is not the service", "https://evil.fcm.googleapis.com/x"],
    ["loopback", "https://127.0.0.1/push"],
    ["a private address", "https://10.0.0.5/push"],
    ["a link-local metadata address", "http://169.254.169.254/latest/meta-data"],
    ["IPv6 loopback", "https://[::1]/push"],
    ["credentials in the address", "https://user:pass@fcm.googleapis.com/x"],
    ["another scheme", "file:///etc/passwd"],
    ["not an address", "fcm.googleapis.com/x"],
  ])("refuses %s", (_what, endpoint) => {
    expect(pushEndpointAllowed(endpoint, [])).toBe(false);
  });

  it("accepts an allow-listed host on any port, or on the one port listed", () => {
    expect(pushEndpointAllowed("http://127.0.0.1:4567/push/1", ["127.0.0.1"])).toBe(true);
    expect(pushEndpointAllowed("http://127.0.0.1:4567/push/1", ["127.0.0.1:4567"])).toBe(true);
    expect(pushEndpointAllowed("http://127.0.0.1:4568/push/1", ["127.0.0.1:4567"])).toBe(false);
    expect(pushEndpointAllowed("https://push.internal.example/x", ["push.internal.example"])).toBe(true);
    expect(pushEndpointAllowed("https://push.internal.example:443/x", ["push.internal.example:443"])).toBe(
      true,
    );
    expect(pushEndpointAllowed("ftp://127.0.0.1/push", ["127.0.0.1"])).toBe(false);
  });
});
