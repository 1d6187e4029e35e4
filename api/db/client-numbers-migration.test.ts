import { expect, test } from "vitest";
import { databaseBefore } from "../../tests/support/api/migrations";

test("the notices migration keeps clients' MC and DOT numbers as digits, whatever a quote carried over", async () => {
  // Migrated up to the schema before it, numbers stored as quote-to-client kept them then, then the rest.
  const { handle, rest } = await databaseBefore("CREATE TABLE `notice_acknowledgements`");
  const typed = [
    ["c1", "MC-012345", "USDOT 3312456"],
    ["c2", "mc #884213", "0"],
    ["c3", null, "DOT-07"],
    ["c4", "", "  "],
  ] as const;
  for (const [id, mc, dot] of typed) {
    await handle.client.execute({
      sql: `INSERT INTO clients (id, username, first_name, last_name, company_name, password_hash, mc_number, dot_number)
            VALUES (?, ?, 'Ana', 'Rivera', 'Rivera Haul', 'x', ?, ?)`,
      args: [id, `user${id}`, mc, dot],
    });
  }
  await rest();

  const { rows } = await handle.client.execute("SELECT id, mc_number, dot_number FROM clients ORDER BY id");
  expect(rows.map((row) => [row.id, row.mc_number, row.dot_number])).toEqual([
    ["c1", "12345", "3312456"],
    ["c2", "884213", "0"],
    ["c3", null, "7"],
    ["c4", null, null],
  ]);
  // From then on the numbers are digits or nothing, and changing one leaves the other as it was.
  await handle.client.execute("UPDATE clients SET dot_number = '44' WHERE id = 'c1'");
  await expect(
    handle.client.execute("UPDATE clients SET mc_number = 'MC-1' WHERE id = 'c1'"),
  ).rejects.toThrow(/digits only/);
});
