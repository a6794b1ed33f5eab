// The packet's prose: cover instructions, notes between sections, terms, authorizations and disclosures. The words a
// label reader looks for ("legal name", "owner", "amount", "business", "title", "date") occur here inside sentences.
import type { Layout } from './layouts.ts';

export function instructions(l: Layout): string[] {
  const tax = l.country === 'CA' ? 'Business Number (BN) with its program account' : 'Federal Tax ID (EIN)';
  return [
    `Thank you for choosing ${l.broker.name}. This packet is the complete application our funding partners require; incomplete packets delay review.`,
    `1. Business Legal Name: enter the legal name exactly as it appears on your ${l.country === 'CA' ? 'articles or CRA registration' : 'tax return'}, including Inc., LLC or Corp. Enter a trade name only if the business operates under a different name.`,
    `2. ${tax}: a sole proprietor without one may enter the owner's ${l.country === 'CA' ? 'SIN' : 'Social Security Number'}.`,
    '3. Amount Requested: state the amount of funding sought. The amount approved may differ from the amount requested.',
    '4. Owners: every owner holding 20% or more of the business must be listed. Use the Additional Owners / Continuation Sheet for a third or fourth owner.',
    '5. Sign and date the signature page. Each owner signs with his or her printed name, title and the date of signing.',
    '6. Attach the last four months of business bank statements, a voided business check and a copy of each owner\'s driver\'s license.',
  ];
}

export const businessNote = (l: Layout): string =>
  `The business named in this section (the "Merchant") is the applicant. The legal name, entity type and ${l.country === 'CA' ? 'Business Number' : 'tax identification number'} `
  + 'must match the records of the issuing authority. If the business has changed its name, owner or address in the last two years, describe the change on the '
  + 'continuation sheet. Amounts below are in ' + (l.country === 'CA' ? 'Canadian dollars.' : 'U.S. dollars.');

export const fundingNote = (l: Layout): string =>
  `The amount requested is an estimate of the Merchant's needs and is not an offer or commitment by ${l.broker.name} or any funder. Any purchase of future `
  + 'receivables is subject to underwriting, verification of business information and a signed agreement. The amount, payment and number of payments of any '
  + 'offer will be set out in that agreement. List every existing advance or loan below; undisclosed balances may void an offer.';

export const ownerNote = (): string =>
  'Each owner, partner or officer with an ownership interest of 20% or more must complete an owner section. The owner\'s legal name, home address and date of '
  + 'birth are used to verify identity. The name of a business, trust or holding company is not accepted as an owner; list the natural persons who own it.';

export function terms(l: Layout): string[] {
  const b = l.broker.name;
  const out = [
    `AUTHORIZATION. By signing this application, each undersigned owner and the business authorize ${b}, its assigns and the funders to whom it presents `
    + 'this application to obtain consumer and business credit reports, to verify the business information provided, to contact the Merchant\'s bank, landlord '
    + 'and trade references, and to share this application with prospective funders. This authorization remains valid for the amount of time necessary to '
    + 'evaluate the application and any renewal.',
    'CERTIFICATION. The undersigned certify that they are owners or authorized officers of the business, that the legal name, tax identification number, '
    + 'address and ownership stated are true and complete, and that the business is not contemplating bankruptcy. A false statement of the amount of revenue, '
    + 'the owner of the business or its existing obligations may constitute fraud.',
    `BROKER DISCLOSURE. ${b} is an independent broker, not a lender or funder. ${b} may receive a commission from the funder based on the amount funded; `
    + 'the commission does not change the amount the business receives. No fee is charged to the Merchant for submitting this application.',
  ];
  if (l.country === 'CA') {
    out.push('PIPEDA CONSENT. In accordance with the Personal Information Protection and Electronic Documents Act, each owner consents to the collection, use '
      + 'and disclosure of his or her personal information, including the Social Insurance Number where provided, for the purposes of this application.');
  } else {
    out.push('STATE DISCLOSURES. Where a state commercial financing disclosure law applies (including California, New York, Utah and Virginia), the funder '
      + 'will provide the required disclosure of the total amount, the estimated cost and the payment terms before the business signs any agreement.');
  }
  return out;
}

export const continuationNote = (): string =>
  'Complete this sheet only if the business has more than two owners. Owner 3 and Owner 4 sign below or on the signature page. Leave unused sections blank. '
  + 'Do not list the business itself, a landlord or a reference as an owner. Attach additional copies of this page for more than four owners.';

export const signatureNote = (l: Layout): string =>
  `By signing below, each owner confirms the authorizations, certifications and disclosures of this packet and agrees that a copy, fax or electronic `
  + `signature of this application is as valid as the original. The printed name and title must match the owner sections. ${l.broker.name} and its funding `
  + 'partners may rely on this application until the business withdraws it in writing.';
