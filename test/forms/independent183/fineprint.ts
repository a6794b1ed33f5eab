// The long text that sits between the field rows of a compact intake form: instructions, "please attach" lists,
// footnotes, consents and authorisations. Written for these fictional brokers; it carries numbers (20%, four months,
// $150,000) that are not values of the application.

export const attachUS = (broker: string) =>
  `PLEASE ATTACH: (1) the four (4) most recent months of business bank statements, all pages, plus month-to-date activity; (2) the three most recent months of card processing statements, if the business accepts cards; (3) a voided business check; (4) a legible copy of the front and back of the driver's license of each owner of 20% or more; (5) the most recent business tax return when requesting more than $150,000. Incomplete packages are returned to the submitting ISO without review. Do not staple. ${broker} does not accept applications by text message.`;

export const footnoteTaxId =
  '* Sole proprietors without an EIN enter the owner\'s Social Security Number. "Business start date" means the date the current owners began operating this business, not the date of any prior owner. Home-based businesses enter the home address; P.O. boxes, mail drops and virtual offices are not accepted as a business address.';

export const stacking = (broker: string) =>
  `Merchant represents that the advances, loans and receivable purchases listed above are all of the financing the business has outstanding, and that it will not sell future receivables to any other party while an agreement with ${broker} is open without prior written consent. ${broker} may contact the funders named above to confirm balances. Attach payoff letters for any position to be paid from the proceeds.`;

export const patriotAct =
  'IMPORTANT INFORMATION ABOUT PROCEDURES FOR OPENING A NEW ACCOUNT: to help the government fight the funding of terrorism and money laundering activities, federal law requires financial institutions to obtain, verify and record information that identifies each person who opens an account. We will ask for the name, address, date of birth and other information that will allow us to identify each owner, and may ask to see a driver\'s license or other identifying documents.';

export const authorizationUS = (broker: string) =>
  `AUTHORIZATION. By signing below, each of the above-listed business and its principals (individually and collectively, "you") certify that all information and documents submitted in connection with this application are true, correct and complete. You authorize ${broker}, its agents, assigns and any funding source or prospective purchaser to whom it submits this application (together, "Recipients") to obtain consumer and business credit reports, bank references, criminal and background checks and any other information on the business and on each of you, now and at any time in the future while any obligation to a Recipient is open, and to share that information with one another. You authorize your bank(s) to release account and statement information to the Recipients. You understand that this application is not a loan application and that any funding will be a purchase of future receivables. A photocopy, fax or electronic copy of this authorization is as valid as the original. You consent to receive calls and text messages, including by automated means, at the numbers above; consent is not a condition of funding. California, New York, Utah, Virginia and other states may require a commercial financing disclosure; the disclosure, if required, will accompany any offer.`;

export const esign =
  'Electronic signatures and records: you agree that this application and any agreement may be signed electronically and that an electronic signature has the same effect as a handwritten one. Keep a copy of this application for your records.';

export const ownershipNote =
  '1 List every person who owns 20% or more of the business; if more than four, attach a schedule with the same information. 2 Credit score is self-reported and does not replace our credit inquiry. Social Security Numbers are encrypted on receipt and may be partially masked on copies.';

export const attachCA =
  'PLEASE ATTACH / VEUILLEZ JOINDRE: four (4) months of business bank statements with all pages; a void cheque or a pre-authorized debit form from the business account; government-issued photo ID for each owner holding 20% or more; the most recent GST/HST return, if available. Applications without statements cannot be assessed. / Les demandes sans relevés bancaires ne peuvent être évaluées.';

export const pipeda = (broker: string) =>
  `PRIVACY / CONFIDENTIALITÉ. The personal information on this form is collected by ${broker} to assess this application, verify identity, prevent fraud and, with your consent, to share with funding partners, in accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA) and applicable provincial privacy laws. Your Social Insurance Number (SIN) is optional: it is used only to match credit bureau records and you may decline to provide it without affecting the application. You may access or correct your information by writing to our Privacy Officer.`;

export const consentCA = (broker: string) =>
  `CONSENT. Each undersigned business owner consents to ${broker} and its funding partners obtaining consumer and commercial credit reports from Equifax Canada and TransUnion of Canada, and exchanging credit information with them, now and from time to time while any agreement is outstanding. Each undersigned certifies that the information above is true and complete, and understands that any funding is a purchase of future receivables and not a loan. A facsimile or electronic copy of this consent is as valid as the original. / Chaque signataire consent à la vérification de son dossier de crédit.`;

export const termsNote = (broker: string) =>
  `Proposed terms are the merchant's request only and are not an offer or commitment. Final terms, including the purchased amount, specified percentage and remittance schedule, are set out only in the ${broker} Revenue Purchase Agreement. No fees are collected in advance.`;

export const officeUse =
  'OFFICE USE ONLY - do not write in this box. Underwriting will complete after review of statements and credit.';
