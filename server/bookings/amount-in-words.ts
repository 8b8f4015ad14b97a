/**
 * An amount as an Indian invoice writes it in words, in the Indian system of lakhs and crores:
 * "Rupees Twenty Nine Thousand Five Hundred Only". The words come from `to-words` (en-IN).
 */
import { ToWords } from "to-words";

const words = new ToWords({ localeCode: "en-IN" });

export function rupeesInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const whole = `Rupees ${words.convert(rupees)}`;
  return rest ? `${whole} and ${words.convert(rest)} Paise Only` : `${whole} Only`;
}
