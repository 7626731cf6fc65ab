/** A product's figures in the interface's words: shared with the scheme pages (lib/scheme-figures). */
export { freshnessText, lockInText, minimumText, rateText } from "../../../lib/scheme-figures";
