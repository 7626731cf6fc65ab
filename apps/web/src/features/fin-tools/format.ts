import { formatRupees } from "../../lib/format";

/** ₹1,23,456.50, or −₹120 for a negative amount (paise only when there are some), in the interface's locale. */
export function rupees(value: number): string {
  return value < 0 ? `−${formatRupees(-value)}` : formatRupees(Math.abs(value));
}
