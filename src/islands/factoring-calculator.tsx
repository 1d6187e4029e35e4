import { useRef } from "react";
import { FactoringCalculator } from "../features/calculators/components/factoring-calculator";
import { useOpenFromAddress } from "../features/calculators/open-from-address";
import { defineIsland } from "../lib/islands";

function FactoringCalculatorIsland({ labelledBy }: { labelledBy: string }) {
  const anchor = useRef<HTMLSpanElement>(null);
  useOpenFromAddress("calculator", anchor);
  return (
    <>
      <span ref={anchor} hidden />
      <FactoringCalculator labelledBy={labelledBy} />
    </>
  );
}

/** The factoring calculator: woken at once, so Calculate works by the time its panel is opened. */
export default defineIsland("factoring-calculator", FactoringCalculatorIsland, "eager");
