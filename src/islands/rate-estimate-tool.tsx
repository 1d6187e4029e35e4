import { useRef } from "react";
import { RateEstimateTool } from "../features/calculators/components/rate-estimate-tool";
import { useOpenFromAddress } from "../features/calculators/open-from-address";
import { defineIsland } from "../lib/islands";

function RateEstimateToolIsland({ labelledBy }: { labelledBy: string }) {
  const anchor = useRef<HTMLSpanElement>(null);
  useOpenFromAddress("rate-quote", anchor);
  return (
    <>
      <span ref={anchor} hidden />
      <RateEstimateTool labelledBy={labelledBy} />
    </>
  );
}

/** The rate quote tool, woken at once like the calculator. */
export default defineIsland("rate-estimate-tool", RateEstimateToolIsland, "eager");
