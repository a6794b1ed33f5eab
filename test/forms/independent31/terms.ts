// The fine print of the long applications: terms and conditions, the owners' authorisation, and the Canadian
// privacy consent. Written as funders write them; each layout takes its own selection and order.

export interface TermsCtx { funder: string; short: string; law: string; city: string }

export function terms(c: TermsCtx): string[] {
  return [
    `1. NATURE OF THE TRANSACTION. Merchant understands that any funding provided by ${c.funder} ("${c.short}") pursuant to this application is a purchase of a specified percentage of Merchant's future receivables at a discount and is not a loan. There is no interest rate or payment schedule and no time period during which the purchased amount must be collected by ${c.short}. Merchant's obligations are subject to the terms of the Merchant Agreement, which shall control in the event of any conflict with this application.`,
    `2. AUTHORIZATION TO OBTAIN INFORMATION. Merchant and each Owner/Guarantor signing below authorize ${c.short}, its agents, assigns and prospective funding partners to obtain consumer and business credit reports, bank and processor statements, tax records and any other information bearing on Merchant's and each Owner's creditworthiness, now and at any time while any obligation to ${c.short} remains outstanding. Each signer authorizes any bank, processor or creditor to release such information to ${c.short}.`,
    `3. ACCURACY OF INFORMATION. Merchant and each Owner represent that all information provided in this application and in any supporting documents is true, accurate and complete, and agree to notify ${c.short} promptly of any material change. ${c.short} will rely on this information in evaluating the request; any misstatement may result in termination of the agreement and constitute a breach thereof.`,
    `4. ACH AND REMITTANCE. If approved, Merchant will authorize ${c.short} to debit the designated business checking account by ACH for the agreed remittance. Merchant shall not change its depository bank, payment processor or deposit arrangement without the prior written consent of ${c.short}.`,
    `5. PERSONAL GUARANTY OF PERFORMANCE. Each Owner/Guarantor personally guarantees the performance of Merchant's representations, warranties and covenants. This guaranty is a guaranty of performance and not of collection of the receivables purchased, and shall survive any sale, merger or change of ownership of Merchant.`,
    `6. COMMUNICATIONS CONSENT. Each signer consents to receive calls, text messages and e-mail, including by automated dialing systems and prerecorded messages, from ${c.short} and its affiliates and partners at the numbers and addresses provided, for servicing and marketing purposes. Consent is not a condition of funding and may be revoked at any time.`,
    `7. SHARING OF INFORMATION. Merchant authorizes ${c.short} to share this application and supporting documents with its affiliates, participants, syndication partners, funding sources and service providers for the purpose of evaluating and servicing the requested financing.`,
    `8. FEES. Merchant acknowledges that an origination or underwriting fee, disclosed in the Merchant Agreement, may be deducted from the purchase price, and that any fee charged by an independent sales organization or broker is separate from and not controlled by ${c.short}.`,
    `9. GOVERNING LAW; JURY WAIVER. This application and any agreement arising from it shall be governed by the laws of the State of ${c.law}. Any dispute shall be resolved in the state or federal courts located in ${c.city}. EACH PARTY KNOWINGLY AND VOLUNTARILY WAIVES TRIAL BY JURY.`,
    `10. ELECTRONIC SIGNATURES. A facsimile, scanned or electronic copy of this application and of any signature hereon shall be deemed an original for all purposes. This application may be signed in counterparts.`,
    `11. NO COMMITMENT. Submission of this application does not obligate ${c.short} to provide funding. Any offer is subject to underwriting review, verification and execution of definitive agreements acceptable to ${c.short} in its sole discretion.`,
    `12. STATE DISCLOSURES. Where required by state law, Merchant will receive a commercial financing disclosure before consummation of any transaction. Merchant acknowledges that the funding requested is for business purposes only and not for personal, family or household purposes.`,
  ];
}

export function authorization(c: TermsCtx): string {
  return `By signing below, the Merchant and each of its Owners/Guarantors certify that they have read and agree to the Terms and Conditions of this application, that the information provided herein is true and complete, and that they are authorized to sign on behalf of the Merchant. Each signer authorizes ${c.short} and its funding partners to obtain credit reports and to verify the information above with any source, and agrees that this authorization extends to any renewal or additional funding.`;
}

export function pipeda(c: TermsCtx): string {
  return `PRIVACY CONSENT (PIPEDA). Each signer consents to the collection, use and disclosure of personal information by ${c.funder} and its funding partners for the purposes of assessing this application, verifying identity, obtaining credit reports from Equifax Canada and TransUnion Canada, and administering any resulting agreement, in accordance with the Personal Information Protection and Electronic Documents Act. A signer may withdraw consent subject to legal and contractual restrictions.`;
}

export const GUARANTOR_NOTE = 'Every individual or entity owning 20% or more of the business must be listed and must sign as Owner/Guarantor. Attach additional pages if necessary.';
