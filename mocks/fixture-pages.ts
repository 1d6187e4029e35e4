import { PDFDocument, StandardFonts } from "pdf-lib";
import { decodeBase64 } from "hono/utils/encode";
import type { FileStorage } from "../api/lib/file-storage";
import { sha256Hex } from "../api/lib/tokens";

/**
 * The bytes of the fixture invoices' pages: a scanned-looking bill of
 * lading (a 300 x 390 greyscale PNG drawn once with sharp, kept here as
 * base64, marked per load) and rate confirmations written as PDFs with pdf-lib, which runs in
 * the browser too. Made the same way every time, so their SHA-256 is stable.
 */
const BOL_SCAN_PNG =
  "iVBORw0KGgoAAAANSUhEUgAAASwAAAGGBAMAAAAz1KHOAAAAMFBMVEX09PS+vr4BAQEiIiLp6enb29tAQEDNzc0xMTGMjIxjY2OwsLASEhJ1dXWgoKBQUFAJXVOhAAAACXBIWXMAAAsTAAALEwEAmpwYAAAN5UlEQVR42u2dD3RT1RnAv7TvJWnS/IEePehRBw8ELVVSnqQtUPoEqjLZ8QllqKucSKSmovBsp8jsttZiiTgwggcR6cyooNQxo0VEczartHQ7osvsxlGPnRH/DB3DbHVSqrJ9972kpDTURlJbjt/vnDYv792X/Hrvl+9+97bnFIAgCIIgCIIgCIIgziT4xsbGt+0AlsYQvNSo4JmMRn/P1U89Dz6MD40MmZ04t9GuXvhh4+/w+w2NO9/+Bz5aG7fh8TZs38iebfd27zpNLYOAjFUgU3DAeiGAZ/TCuNjFSryWEwZgbQRVa70QBu1xLH6vYOcfADAJE2CeMAlgaw6AeTK7S0mBFiol0jK8KuQIwsWJtBYLrK2qJfiiWoKiah0UhL3s+DS1srFTJiTUShey5TnsHYSLgsGgFKfFfhg/0/ryxXuFS2NaEaaFl46CoT0FWiZhTEKtg4IL4E18f2F8rHlUyyJkCy1My4+HY2NaY5iWCV8QgJNOX2s+vkUira3MYSZe6KOVLhzFTlK14F7BrmktHs+0Mk+E5unF1n4B3yuR1r0sQtLxKYug8fFaI4Xw5PFRrfWCT9PaJARQqwK7mJs9W0pByF9kT6g1WcAXNwoX9tXamiO9iZ8BVeugENK0HhKqUWskhlgFi7PT1BrbuFhoO0Vvyay3UCvH610Tp8W9OgnfOhTrraiWb/Gl0d5KhVY26PArkdZ/BMydmUJzn9iyCtlHDuMNqhZGYFSrYux/ctRYnLMlFVqYABJqYT8APIc//claejVfjVG1MArkqJZNeDUHB30i6+KU9FZirXn4zvxkFDlZa56qlc20uMNqhlG10DAHexIzfAq0Lur4SrgkqrVXFKv1wlhRLNSyk3Dst0wpXgubONYLvz5y5N4cqULYizPNqpgWjmcOmwAmvb319LUYq6JabB7Saz2hJS7kvt5ayOjJOVrHqZPPJKlHax7TukJ9xRRojS2XEmuZceorkPpojVEvzxMiqLX3djv0aFmYFhzCJuUSDCLcPWd9i7suf1YBgiAIgiAIgiC+n1wpA65IrQNrvCDh2V2pt7Lsy4fRuDrvc+ErcV2v55/gV5a3red5hVgTO6zp1dAWgt53gq0FNojTq5PRqpJ4GD2bHZXgtjOu7mTtAY5Bkw+KsTcl9XlJPZ5bB7O17Wl2I2wATlbvqIn1ZIl6sS0jojXCu4vZUeky9i2QjNZ5+LrZt/nSINvtS9teAB+4A3vKzgkzLWuzxbnaWrTOUFcI2WvFcoAZuEMRsAX+V+tiWhXGrm11U6GpLDddNipZHt/dbh97yUNVN4RNvmdql9X6bWV5eGLzZ7jivD+pQbRNehgmGprT4GK+NS1cumCKwfGcnKFq8eN2w2dGBYwBo3IpsN46uFZhWt1s2KpWbDf6TaGrwrmGMUxrGkg1XJ76km+YUGs7TOVaOXiZDfJcGWxJrv5XuqXRMDoNxsHxNEn/h8KO1j3qeaa1vaPBUmif2fGWb5yqxX06kWkdh+MYW3XbjIF0u+VvzcB6a0Uz8Jd0qEGla2ZaO2AZrDZ31eJzh8kHm5Jd/aeH47UeCO7aHdWyOhqDz8LPC+YFg/JoVQvgPX1AH/iSaVXh/qU9pqWkM63Xgs+rWg5N60uoKVUqcYdi73SHuTU5qYUw165qXaoNYhtIu0GnaCF/SOI4eNwY5rBDN2NjO3SbfKVxWjiIARxEfaCCDeIMmM3u1DksoVmaViW0A8xVILfKnpxWpfN1ULViIe9x7QZTiCWIZWBxrjHW5Rq8bmU0XIcx2+leYtj3RZwW71VD3ryvUw35uin6MNPincs1LVtdA34EAN7Zun+/Iymv4uigY5ZIY5v8JfEX8fOPn3tejm3glEQ/8vENWEop1hLMAkiXejIIRLPO6YE5NS0Fc0aq0z1mOzNNxQRBEN8a7qcDqcp1csLfG6w4cXhnsiuA/q2++tXnJ54t6Vv2BACLOLCFj/ecuk10xQ472Lc0sUiBLd5p7Hi62Lfca8qfAcbkJmrQfw4fqhW6rPVbsfYVnYLxb0gisBFnaKbFRyf1ZeoULLNe6GBzcpo8p83aBvewa8xNYa+1QJ2v2S2G12ARVNYkp1WBN9q8N5u6vFJ7lz3Pus+tTHX7dc4C2OC2X4PLixZYt6czhFp82RqzC/KYltV7C9b8WV+E3vOuYlrQrfdpLzcNMjxL8M6mrtAz3lWGugJcW/lZt25OTotVyBvha5NLH8Y/bMibq4xUCriWWcqshZfpqlELyg0tEjcFtWw+WzjPiuPnKTvSymPNvwPgLVZ5odbG9GiZl1/2SYsB78TTz8BSvW+uHVTjtlIpaa1jsNvks/i6HoG8SkhX8mB1VUf7i2s71N/CHrL4b/S8glqZOw+EOliZVz5ikcuKNf/hpzG2OnprFYy4PpKBd255GnbAjkwZq3imZXbZwkkPYlRL924AtTKZVlYweP3SoLqym1tl3yktZVr/DCrzqyR1ECNWrPn5TZGYVvwg+jOWBncZNvljWmwQbXunu5IOeTaIqCVZQnnpgYNMa5adM0wByYoSJi8sNUxkgxgCybYWNC2+FSTJ4IhqzWkzY8izOp5psTslXTVq4SAqasiXSlxb0gnCln8z03J6lDxdbYOMWjqnR9rgiczEj5vhYjhc9gALeY87YJ4Q1WI1/1Nun6bFEsRhb67Np2kB3tnlDqOWGvIsQTwOsDP5dBpdwqsZobTnuKcO5+TYg/XEUJT0TsSYLYxy3LWSnlL/W6XTk8joLujvcnt/6yrdIM5FI+T+rr5AkzVBEES/M1Cg98Y8L580ZazoXbkvlE5MPWz3ic1e1lTuz2eKM5hG80z25GcxK7FWmZ+PhehM2RjRsTL8UXYa9ymtagFj9L4BW9Rt5VkuaHgQbPlYwWdKrSnUUkbKxZqWDKOifcQpFteVcADLnvAsR0ZEnapx1q3nISOkXocmeMXAqsRGl3mVMbxHWqdqlaRQK/PcslymhdX5bbdeUVZtYn98Za1WNxct/peO2nztHqWer3swtNE7pdLpe1Iratv4Zqw6j7tMoQz/Trazmin92R1KmdYLW2bDy6jFT+Edo+BsrPuYlhFHCDdLzY6/P5p5j8saqTeFjKFN0g7sLaZ1IA+yOrF4vWoRrgGsrmXwMdP6k7YvnxKt/H/rumpRC6vztlEw/5i2FOjGQheLXe7C+36QZbr9HUe90W4JbYbN2iDCtdvh9vOxQ3dY47XasH5P2SDiDngl08LqfBT+QqCFnTVF2MoFKXekbzY9HbTX6wOWUH2PFqQtxO14gD/W7osbxNRq4eY5G0Tcka8ECWrMsqpkUpfH7X79DOsqkOotkVmqlh+eZ/ngPP5Cvk2nLFx5X1zIp3IQFcDNczXkPdW2oiZPJNMOhpz9jor9e/HyyLBlArR7QvVc561Mi/f6cOE8H1f2W24LYfGOVXRDEZjESIpDPm7zvCS6836KBvErvQVqS20TPpZOoefhO4S/tQwGfRP+W/AT+ltSgiAIgiAIgiAIgjgjGDHknElaBEEQBEEQBEEQBC1faflKEARBEARBEARB0PKVlq8EQRAEQRAEQRC0fKXlK0EQBEEQBEEQBEHLV1q+EgRBEARBEARB0PKVlq+0fCUIgiAIgiAIgiAIgiAIgiAIgiAIgiAI4juCD/QchgHu6NtgBcQ3GEQyxYITT3SRnkP8v/b/6tu6A+IbDKaWUiGzf8HOS8DH+kwCTtbeVWb/gh2/8dpDCdNizUpYA/7Ef3cfBK1Me5bbl+GssTqn6VzHYY+hrhA+WI5amzPK3OiyYXmL1ZkLDR75Os/tABnOXHPdTdjA7Jyhcy49MkhajzVIedyUKpmbL1fqXB/DMX3YeFardRzTuswSAr7VPK5UaTKvsvh3coUApfIh84U8Npglz798AgyWVvcbhtc7pj0O8EHHu9e65pa0zOx46zEXqFp+qx/MeLwHMm8M6Rw1LLY+hrSrq9nJpo5373AMXmydt/C14POodSgYvNxlejQyMxi8J05Ll0DLpbpi++rB0zI9kQsSDmKpzOlcOmdA7+OKo4PItLi2jD6D6GKDWKpwuur4lJFaLb41q+wyNeTrsGdqweB1K9GQZ1rQVKiFvBdD/mst5F3sc2B2elFr5yBmiQVagpC0Z5gKOCnuqsERSxAyRBOE2oCXhzL1v9MQhmHI5WedgbPoijul4ebE/b5LRLofGlZmizpFMX/5F7WiuObD4WN1rigee5712S8OiPl/GS5WL4tTd8X127LhMZC/FO+PS1v8JnHdcPD6kXi/dFLn3T/0XubaAqnPoC4d8szQXqT0OblbfHKIte4SfQnOHhL/OsRDeEviPnTah1Jrw9TE0W3oLBzCsLckHEJGhnjT0MV75wP9ZLMhC69r8pV+xtepDFVnLennqsE9Y5Dqgvc8Yt3Xp65VfuyU+0//TwxGWbdR1Ch65BQN3Ev6f4U9g5AldJ3imvdLoPiC90SxPGGU3F30DTmA7yxItZWhs6dwuvot0flwokz6+Te9SIb431RPdflxJufXir/p06R9AAnz7PxASrXOFnv1j7lBLJdPngwHsDjjGlKa7K3i0T7xP7XXDz5nYFncmsph5NoLE9Tr8VX6nNoBdsNdKRzGa8QErzXHLa7d1RNsRQNM4SkcRq5zdcIPJyayr98vkYoveEossg88Hm5JVWSdKnuv7Ixm2HI5mUIxVRsXH52yH89R56OPkgzUYbcJoA1jYDhqwUogCIIgCIIgCIIgCOL7zv8BUOj30rzCCSMAAAAASUVORK5CYII=";

/**
 * The BOL scan of one load: the one picture with the load's name written
 * after the image's end (where decoders stop reading), so each load's scan
 * has its own SHA-256 and only a load sent twice shares its page file
 * (docs/decisions/0110-duplicate-invoices.md).
 */
export function bolScan(load: string) {
  const image = decodeBase64(BOL_SCAN_PNG);
  const tail = new TextEncoder().encode(load);
  const bytes = new Uint8Array(image.byteLength + tail.byteLength);
  bytes.set(image);
  bytes.set(tail, image.byteLength);
  return bytes;
}

export async function rateConfirmationPdf(load: { brokerName: string; loadNumber: string; amount: string }) {
  // No metadata: no creation date, so the same load gives the same bytes.
  const document = await PDFDocument.create({ updateMetadata: false });
  const font = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const page = document.addPage([612, 792]);
  page.drawText("RATE CONFIRMATION", { x: 72, y: 710, size: 22, font: bold });
  const lines = [
    `Broker: ${load.brokerName}`,
    `Load number: ${load.loadNumber}`,
    `Carrier: Reyes Trucking LLC`,
    `Agreed rate: ${load.amount}`,
    "Terms: payment 30 days after receipt of signed BOL.",
  ];
  lines.forEach((line, index) => page.drawText(line, { x: 72, y: 660 - index * 24, size: 13, font }));
  return document.save();
}

export interface FixturePage {
  key: string;
  bytes: Uint8Array;
  contentType: "image/png" | "application/pdf";
  sha256: string;
}

/** Puts fixture pages into file storage (at every start: the mocks keep files only in memory or IndexedDB). */
export async function storeFixturePages(files: FileStorage, pages: readonly FixturePage[]) {
  for (const page of pages) await files.put(page.key, page.bytes, page.contentType);
}

export async function fixturePage(
  key: string,
  bytes: Uint8Array,
  contentType: FixturePage["contentType"],
): Promise<FixturePage> {
  return { key, bytes, contentType, sha256: await sha256Hex(bytes) };
}
