// The printed legal text of the four funders' forms: terms, authorizations and disclosures between the fields.
import type { Country } from './data.ts';

export function legalText(funder: string, country: Country): { terms: string[]; auth: string[]; disclosure: string[]; certify: string } {
  const bureau = country === 'US' ? 'consumer and business credit reporting agencies' : 'Equifax Canada, TransUnion Canada and other credit bureaus';
  return {
    terms: [
      `PURCHASE OF FUTURE RECEIVABLES. This application is a request that ${funder} ("Funder") consider purchasing a specified percentage of the ` +
      'Merchant\'s future receipts. It is not a loan and no interest is charged. The purchase price, the specified amount and the specified ' +
      'percentage will be set out in a separate Revenue Purchase Agreement, which alone governs any transaction between Funder and Merchant.',
      'RECONCILIATION. Where the Merchant\'s receipts decline, the Merchant may request a reconciliation of the periodic remittance so that it ' +
      'reflects the specified percentage of actual receipts. Funder will respond to a complete request with supporting bank statements within five (5) business days.',
      'NO GUARANTEE OF FUNDING. Submission of this application does not obligate Funder to purchase receivables. Funder may decline any application ' +
      'for any lawful reason, including incomplete information, unverifiable ownership or an inconsistency between this application and the bank statements provided.',
      'CONTINUING INFORMATION. Merchant agrees to notify Funder promptly of any change of ownership, any change of the depository account, any new ' +
      'financing secured by receivables, and any pending litigation, tax lien or judgment against the business or any owner.',
      'PERSONAL GUARANTEE OF PERFORMANCE. Each owner signing below as guarantor personally guarantees the Merchant\'s performance of its ' +
      'representations, warranties and covenants (not the collection of receivables). The guarantee does not apply where the Merchant ceases business in the ordinary course.',
      'WAIVER OF JURY TRIAL AND CLASS ACTIONS. To the extent permitted by law, any dispute arising from this application or any resulting agreement shall ' +
      'be resolved by a judge without a jury, and the parties waive the right to bring or participate in any class or representative action.',
      'GOVERNING LAW. This application and any resulting agreement are governed by the laws of the jurisdiction in which Funder maintains its principal ' +
      'office, without regard to its conflict of laws principles. Facsimile, scanned and electronic signatures are as binding as originals.',
    ],
    auth: [
      `AUTHORIZATION TO OBTAIN INFORMATION. Each of the undersigned authorizes ${funder}, its agents, assigns and potential participants to obtain ` +
      `business and personal credit reports from ${bureau}, to verify bank, trade and landlord references, and to contact any source named in this application.`,
      'AUTHORIZATION TO VERIFY DEPOSITS. Merchant authorizes Funder to request statements and transaction histories from the depository institution ' +
      'listed in Section 4, including through a read-only third-party account verification service, for the purpose of evaluating this application.',
      'ELECTRONIC COMMUNICATIONS. The undersigned consent to receive notices and disclosures electronically at the e-mail address given above and ' +
      'to be contacted at the telephone numbers given, including by automated means, about this application and any resulting agreement.',
    ],
    disclosure: country === 'US' ? [
      'STATE DISCLOSURES. Certain states (including California, New York, Utah, Virginia, Georgia, Florida, Connecticut, Kansas and Missouri) require ' +
      'a commercial financing disclosure before consummation. Where required, Funder will deliver the disclosure with the offer and before any agreement is signed.',
      'USA PATRIOT ACT NOTICE. To help the government fight the funding of terrorism and money laundering, federal law requires financial ' +
      'institutions to obtain, verify and record information that identifies each person who opens an account. We will ask for your name, address, date of birth and identification.',
    ] : [
      'PIPEDA CONSENT. The personal information collected in this application is collected under the Personal Information Protection and Electronic ' +
      'Documents Act (PIPEDA) for the purposes of assessing the application, verifying identity and preventing fraud; it will be retained only as long as needed for those purposes.',
      'QUEBEC. Les parties ont exigé que la présente demande et tous les documents connexes soient rédigés en anglais. The parties have required that ' +
      'this application and all related documents be drawn up in English.',
    ],
    certify: 'By signing below, each owner and guarantor certifies that the information in this application is true, correct and complete, that the ' +
      'business is not contemplating bankruptcy, and that the Funder may rely on it. Any misstatement is grounds for declining the application.',
  };
}
