// Labels by meaning: the words brokers' forms print before a value, whatever the form's layout or field names. A label
// is matched at the start of a piece of text; `end` is where its value may begin (the same cell, after a colon).
// Decoy labels (a landlord, a reference, the ISO rep, a bank's routing number, an existing funder) name people and
// numbers that are not the applicant's: read as decoys so their values are never taken.

export interface Label { field: string; end: number; explicit: boolean }

// Order matters: decoys first, then the more specific labels.
const LABELS: [string, RegExp, boolean?][] = [
  ['decoy', /^(?:landlord|mortgage (?:company|holder)|trade reference|reference|iso\b|broker|sales ?rep|representative|agent|funder|lender|creditor|bank name|name of bank|routing|aba|account (?:#|no|number)|processor|merchant (?:id|#)|emergency contact)[^:]{0,30}/i],
  // Labels of values we do not keep: known as labels so that they are never taken for another label's value.
  ['other', /^(?:state of (?:incorporation|organization|formation)|phone|telephone|cell|mobile|e-?mail|website|web site|fax|(?:number of )?employees|zip|postal code|date of birth|dob|home address|use of (?:funds|proceeds)|average monthly|annual (?:revenue|sales)|gross|monthly (?:sales|revenue)|signature|date|print(?:ed)? name|own or rent|rent or own|years in business|time in business|length of ownership)\b/i],
  ['legal_name', /^(?:(?:business|company|corporate|merchant|applicant|entity) )?(?:legal|corporate|registered|official)(?:\s*\/\s*corporate)?\s+(?:business |company |entity )?name\b|^(?:legal business|business legal|business|company|merchant|applicant) name\b/i],
  ['trade_name', /^(?:dba|d\/b\/a|doing business as|operating (?:as|name)|o\/a|trade name)(?:\s*\/\s*(?:dba|operating name|trade name))?(?:\s*\(o\/a\))?(?:\s*name)?/i],
  ['business_tax_id', /^(?:federal (?:f?ein|tin)|federal tax id(?:entification)?(?: number| no\.?| #)?(?:\s*\((?:ein|fein|tin)\))?|fed(?:eral)? tax id\s*#?|tax id(?:entification)?(?: number| no\.?| #)?(?:\s*\((?:ein|fein|tin)\))?|f?ein(?: number| #)?|business number(?:\s*\(bn\))?|bn)/i],
  ['business_start_date', /^(?:(?:business )?(?:start|inception|formation|established)(?: date)?|date (?:business )?(?:started|established|of incorporation|of formation|opened)|established)/i],
  ['type_of_entity', /^(?:entity type|type of entity|legal entity(?: type)?|business entity|legal structure|business structure|entity)/i],
  ['industry', /^(?:type of business|industry|nature of business|business (?:type|description))/i],
  ['address', /^(?:business |physical |street |company |mailing )?address\b|^city\s*[,/]?\s*state(?:\s*[,/]\s*(?:zip|postal)(?: code)?)?|^state\s*\/\s*province|^province|^state(?! of incorporation)\b/i],
  ['requested_amount', /^(?:amount requested|requested amount|funding (?:amount|requested)|amount of funding(?: requested)?|loan amount|advance amount|requested funding)/i],
  ['number_of_payments', /^(?:number of payments|# of payments|no\.? of payments|payments? count)/i],
  ['payment_frequency', /^(?:payment (?:schedule|frequency)|frequency|remittance (?:schedule|frequency))/i],
  ['requested_payment', /^(?:requested payment|payment amount|(?:daily|weekly|monthly) payment|payment)\b/i],
  ['owner_name', /^(?:owner|principal|guarantor|officer)(?:\s*#?\s*\d)?(?:'s)?\s+(?:full\s+)?name\b/i, true],
  ['owner_first', /^(?:owner(?:\s*#?\s*\d)?\s+)?first name\b/i],
  ['owner_last', /^(?:owner(?:\s*#?\s*\d)?\s+)?last name\b|^surname\b/i],
  ['owner_name', /^(?:full\s+)?name\b/i],
  ['owner_title', /^(?:(?:owner|principal|guarantor)(?:\s*#?\s*\d)?(?:'s)?\s+)?(?:title|position)\b/i],
  ['owner_ownership', /^(?:(?:owner|principal|guarantor)(?:\s*#?\s*\d)?(?:'s)?\s+)?(?:ownership(?: %| percentage)?|% ?(?:of )?ownership|% owned|own(?:ership)? ?%)/i, true],
  ['owner_tax_id', /^(?:(?:owner|principal|guarantor)(?:\s*#?\s*\d)?(?:'s)?\s+)?(?:ssn|social security(?: number| #| no\.?)?|sin|social insurance(?: number)?)/i, true],
  ['owner_credit', /^(?:(?:owner|principal|guarantor)(?:\s*#?\s*\d)?(?:'s)?\s+)?(?:credit score|fico(?: score)?)/i, true],
];

/** The label a piece of text starts with, if any; `ownerSection`: a plain "Name" is an owner's there. */
export function labelOf(text: string, ownerSection = true): Label | null {
  return matchLabel(text, ownerSection, false) ?? matchLabel(text, ownerSection, true);
}

/**
 * `relaxed`: a known label with a few more words before its colon ("Requested Funding Amount:") is that label; tried
 * only when no label matches as printed, so "Date Established:" is a start date before it is a "Date:".
 */
function matchLabel(text: string, ownerSection: boolean, relaxed: boolean): Label | null {
  const t = text.trimStart();
  for (const [field, re, explicit] of LABELS) {
    const m = re.exec(t);
    if (!m) continue;
    if (field === 'owner_name' && !explicit && !ownerSection) return null;
    // Words glued to a label without a colon are a sentence, not a label and its value.
    const after = t.slice(m[0].length);
    if (after && !/^\s*[:#*%)]|^\s*$|^\s{2,}/.test(after) && !/^\s*\(/.test(after)) {
      if (field === 'decoy') return { field, end: t.length, explicit: true };
      const more = relaxed ? /^[\w\s()/#%.'-]{1,30}?:/.exec(after) : null;
      if (more && field !== 'other') return { field, end: text.length - t.length + m[0].length + more[0].length, explicit: !!explicit };
      continue;
    }
    return { field, end: text.length - t.length + m[0].length + (/^\s*%/.test(after) ? after.indexOf('%') + 1 : 0), explicit: !!explicit };
  }
  return null;
}

/** A section heading a person reads a form by: whose paper the values below are. */
export function sectionOf(text: string): 'decoy' | 'owner' | 'business' | null {
  const t = text.trim();
  if (t.length > 60 || /:\s*\S/.test(t)) return null;
  if (/\b(?:landlord|references?|bank(?:ing)? information|bank account|iso|broker|sales rep|existing (?:advances|loans|funders|debt|financing)|current (?:advances|lenders|funders|loans|balances)|outstanding (?:advances|loans|balances)|mca|other financing|funders?|lenders?|creditors?)\b/i.test(t)) return 'decoy';
  if ((/\b(?:owner|principal|guarantor|officer)s?\b/i.test(t) && !/%|ownership\b/i.test(t)) || /^ownership (?:information|details)$/i.test(t)) return 'owner';
  if (/\b(?:business|company|merchant|funding|request)\b/i.test(t) && !/\bname\b/i.test(t)) return 'business';
  return null;
}
