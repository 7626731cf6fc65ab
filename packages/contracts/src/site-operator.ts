/**
 * Who runs the site (zod-free): the operator's name and postal address and its grievance officer, which
 * India's DPDP Rules expect a Data Fiduciary to publish. An admin enters them in Settings; until all
 * four are there, the policies, the contact page and the admin area say so plainly instead of naming
 * the product as its own operator.
 */
export interface OperatorDetails {
  operator_name: string;
  operator_address: string;
  grievance_officer_name: string;
  grievance_email: string;
}

/** Whether the operator has published everything the pages name. */
export const operatorPublished = (details: OperatorDetails): boolean =>
  [
    details.operator_name,
    details.operator_address,
    details.grievance_officer_name,
    details.grievance_email,
  ].every((value) => value.trim() !== "");

/** A postal address written over several lines, as one line ("12 MG Road, Bengaluru 560001"). */
export const addressOnOneLine = (address: string): string =>
  address
    .split(/\r?\n/)
    .map((line) => line.trim().replace(/,$/, ""))
    .filter(Boolean)
    .join(", ");
