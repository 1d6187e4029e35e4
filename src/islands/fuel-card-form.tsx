import { FuelCardForm } from "../features/requests/fuel-card/fuel-card-form";
import { defineIsland } from "../lib/islands";

/** The fuel card application form, woken as soon as its code arrives. */
export default defineIsland("fuel-card-form", FuelCardForm, "eager");
