// Sensitive values of an application form's reading (issue 36 item 4): an owner's personal tax ID (SSN, SIN, ITIN)
// and date of birth. The API returns them, as the contract says (an applicant's `tax_id`); diagnostics do not: `mca
// parse --explain` shows the last 4 digits of a tax ID and no date of birth, and logs never carry a form's reading
// (the logger's redaction paths cover tax IDs and dates of birth should one ever be logged: src/platform/log.ts).

/** `*****1234`: what a diagnostic shows of a personal tax ID. */
export const lastFour = (value: string): string => `*****${value.length > 4 ? value.slice(-4) : ''}`;
