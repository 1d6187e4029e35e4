import { FuelCardForm } from "../features/fuel-card-form/fuel-card-form";
import { defineIsland } from "../lib/islands";

/** The fuel card application form, woken as soon as its code arrives. */
export default defineIsland("fuel-card-form", FuelCardForm, "eager");
