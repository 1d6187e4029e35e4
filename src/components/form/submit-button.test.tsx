// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import { submitWith, useAppForm } from "./form";

/** A form whose sending waits until the test lets it finish. */
function Sending({ sent, gate }: { sent: string[]; gate: Promise<void> }) {
  const form = useAppForm({
    defaultValues: { note: "Called AP" },
    onSubmit: async ({ value }) => {
      sent.push(value.note);
      await gate;
    },
  });
  return (
    <form noValidate onSubmit={submitWith(form)}>
      <form.AppForm>
        <form.SubmitButton variant="secondary" pending="Keeping...">
          Keep note
        </form.SubmitButton>
      </form.AppForm>
    </form>
  );
}

it("a submit button says it is sending, and a second tap while it sends sends nothing", async () => {
  const user = userEvent.setup();
  const sent: string[] = [];
  let finish = () => {};
  const gate = new Promise<void>((resolve) => (finish = resolve));
  render(<Sending sent={sent} gate={gate} />);

  await user.click(screen.getByRole("button", { name: "Keep note" }));
  const sending = await screen.findByRole("button", { name: "Keeping..." });
  expect(sending).toBeDisabled();
  await user.click(sending);
  expect(sent).toEqual(["Called AP"]);

  finish();
  expect(await screen.findByRole("button", { name: "Keep note" })).toBeEnabled();
  expect(sent).toEqual(["Called AP"]);
});
