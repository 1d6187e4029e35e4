/** Factoring rates, lowest and highest, as every page that names them writes them. */
export const FACTORING_RATES = { lowest: "1.5%", highest: "4.5%" } as const;

/**
 * A company figure written with a plus ("750+", "8+") as Spanish says it in a
 * sentence: "más de 750". Tiles and badges show the figure itself.
 */
export const moreThan = (figure: string): string => `más de ${figure.replace(/\+$/, "")}`;
