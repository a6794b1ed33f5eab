// Set 78 layouts 1-3: the "undersigned" paragraph application, an agreement face page with the application embedded,
// and an owner's attestation letter.
import { money } from './fill.ts';
import { type Ctx, L, W, footer, letterhead, prose, room, signatures, table } from './blocks.ts';

const AUTH = 'By signing below, each of the undersigned certifies that the information set forth above is true and complete and ' +
  'authorizes the Funder, its agents and assigns to obtain consumer and business credit reports, to verify the statements made ' +
  'herein with any bank, landlord, creditor or reference, and to share this application with its funding partners.';

/** Harborline Capital Partners: one long "The undersigned ..." paragraph, an owners' block, label/value rows. */
export function harborline(c: Ctx): void {
  const { pen, f, m, r } = c;
  let y = letterhead(c, 'HARBORLINE CAPITAL PARTNERS', '220 Pier Avenue, Suite 5 - Norwalk, CT 06854 - submissions@harborline-cp.com',
    'Merchant Cash Advance Application', '#0b4f6c');
  pen.font = 'Times-Roman'; pen.size = 10;
  y = pen.flow(L, y + 4, W, ['The undersigned ', f.b(170, f.legal(), 'legal name of business'), ' (the "Merchant"), a ', f.b(110, f.entity(), 'type of entity'),
    ' organized in the State of ', f.b(70, f.plain(m.stateInc)), ', doing business as ', f.b(140, f.dba(), 'd/b/a'),
    ', Federal Tax I.D. No. ', f.b(90, f.taxId()), ', with its principal place of business at ', f.b(140, f.street(), 'street'), ', ',
    f.b(80, f.city(), 'city'), ', ', f.b(28, f.state(), 'state'), ' ', f.b(45, f.zip(), 'zip'), ', and engaged in the business of ',
    f.b(170, f.industry(), 'nature of business'), ' since ', f.b(80, f.start(), 'date started'), ', hereby requests an advance of $',
    f.b(70, f.amount()), ' to be used for ', f.b(130, f.plain(m.use)), ', to be repaid by ',
    f.b(30, f.opt(f.nPay(), 0.2)), ' ', f.b(50, f.opt(f.freq(), 0.15), 'frequency'), ' payments of $', f.b(60, f.opt(f.payment(), 0.2)), '.'], 23);
  y = pen.flow(L, y + 2, W, ['The Merchant employs ', f.b(30, f.plain(String(m.employees))), ' persons, has average monthly sales of $',
    f.b(70, f.plain(money(m.monthlySales))), ', and ', { box: 'owns', on: m.rent === 'Own' }, { box: 'rents', on: m.rent === 'Rent' },
    ' its premises.'], 23);
  pen.heading('OWNERS (EACH OWNER OF 20% OR MORE)', L, y, W, '#0b4f6c');
  const lf = r.chance(0.5);
  y = table(c, y + 16, [
    { h: lf ? 'Name (Last, First)' : 'Full Name', w: 120, v: (i) => f.name(i, lf) }, { h: 'Title', w: 72, v: (i) => f.title(i) },
    { h: 'Own %', w: 36, v: (i) => f.pct(i) }, { h: 'SSN', w: 78, v: (i) => f.ssn(i) }, { h: 'Date of Birth', w: 66, v: (i) => f.dob(i) },
    { h: 'Home Address', w: 160, v: (i) => f.home(i) }], m.owners.length, r.int(2, 4));
  const rows: [string, string | null][] = [['Business Phone:', m.phone], ['E-mail:', m.email], ['Website:', m.website],
    ['Bank Name:', m.bank], ['ABA Routing #:', m.routing], ['Account #:', m.account], ['Landlord / Mortgagee:', m.landlord], ['Landlord Phone:', m.landlordPhone]];
  rows.forEach(([lab, v], i) => pen.row(lab, L + (i % 2) * (W / 2 + 6), y + Math.floor(i / 2) * 18, W / 2 - 6, v));
  y += 78;
  y = prose(c, AUTH, y);
  signatures(c, room(c, y, 50 * Math.ceil(m.owners.length / 2)), m.owners.length);
  footer(c, 'Harborline Capital Partners is a commercial finance broker. This is not a loan application. Form HCP-NA 03/2025');
}

/** Cedar Post Funding: agreement face page; merchant information box, narrative terms, guarantor sentences. */
export function cedar(c: Ctx): void {
  const { pen, f, m, r } = c;
  let y = letterhead(c, 'CEDAR POST FUNDING, LLC', 'Revenue Purchase Agreement - Face Page - Agreement No. CPF-' + r.digits(6),
    'REVENUE PURCHASE AGREEMENT', '#5b3a1a');
  pen.font = 'Times-Roman'; pen.size = 9.5;
  y = pen.flow(L, y, W, ['This Revenue Purchase Agreement (the "Agreement") is entered into on ', f.b(90, f.plain(`${r.int(1, 12)}/${r.int(1, 28)}/2025`)),
    ' between Cedar Post Funding, LLC ("CPF") and the merchant identified below (the "Merchant"), whose application is incorporated herein.'], 19);
  pen.heading('MERCHANT INFORMATION (APPLICATION)', L, y, W, '#5b3a1a');
  y += 20;
  const half = W / 2 - 6;
  pen.row("Merchant's Legal Name:", L, y, half, f.legal().v, f.legal().set);
  const dba = f.dba();
  pen.row('D/B/A:', L + half + 12, y, half, dba.v, dba.set);
  y += 18;
  y = pen.flow(L, y, W, ['Entity: ', ...f.entityBoxes()], 18);
  const tax = f.taxId(true), st = f.start(), ind = f.industry();
  pen.row('Federal Tax ID (EIN):', L, y, half, tax.v, tax.set);
  pen.row('Business Start Date:', L + half + 12, y, half, st.v, st.set);
  y += 18;
  const ad = f.address();
  pen.row('Physical Address:', L, y, W, ad.v, ad.set);
  y += 18;
  pen.row('Type of Business:', L, y, half, ind.v, ind.set);
  pen.row('Phone:', L + half + 12, y, half, m.phone);
  y += 24;
  pen.heading('PURCHASE TERMS', L, y, W, '#5b3a1a');
  const rtr = Math.round(m.amount * 1.38);
  y = pen.flow(L, y + 20, W, ['Merchant requests funding and hereby sells to CPF future receivables in the Purchased Amount of $', f.b(70, f.plain(money(rtr))),
    ' for a Purchase Price of $', f.b(70, f.amount()), '. Merchant authorizes CPF to debit the Remittance of $', f.b(60, f.payment()),
    ' per ', f.b(55, f.freq(), 'daily / weekly'), ' from the Account, estimated at ', f.b(30, f.opt(f.nPay(), 0.3)),
    ' Remittances, being the Specified Percentage of ', f.b(25, f.plain(String(r.int(8, 18)))), '% of receipts.'], 21);
  y = pen.flow(L, y, W, ['Account for debits: ', f.b(140, f.plain(m.bank)), ' Routing ', f.b(70, f.plain(m.routing)), ' Account ', f.b(80, f.plain(m.account))], 21);
  pen.heading('PERSONAL GUARANTY OF PERFORMANCE', L, y, W, '#5b3a1a');
  y += 20;
  for (let i = 0; i < m.owners.length; i++) {
    y = room(c, y, 60);
    y = pen.flow(L, y, W, [`Guarantor ${i + 1}: `, f.b(130, f.name(i), 'full name'), ', the ', f.b(80, f.title(i), 'title'), ' of Merchant, owning ',
      f.b(30, f.pct(i)), '% of Merchant, SSN ', f.b(80, f.ssn(i)), ', born ', f.b(70, f.dob(i)), ', residing at ', f.b(170, f.home(i), 'home address'),
      ', guarantees Merchant\'s performance.'], 21);
  }
  y = prose(c, 'THIS IS NOT A LOAN. The Purchase Price is paid in exchange for the Purchased Amount of future receivables. ' + AUTH, room(c, y, 80));
  signatures(c, room(c, y, 50 * Math.ceil(m.owners.length / 2)), m.owners.length, 'Merchant / Guarantor');
}

/** Lakemont Merchant Services: an attestation letter from the first owner; other owners in a short table. */
export function lakemont(c: Ctx): void {
  const { pen, f, m, r } = c;
  let y = letterhead(c, 'Lakemont Merchant Services', 'Underwriting Department - 77 Lakeshore Plaza, Madison, WI 53703',
    'OWNER ATTESTATION OF BUSINESS INFORMATION', '#2f5d3a');
  pen.font = 'Times-Roman'; pen.size = 10.5;
  y = pen.flow(L, y + 4, W, ['Date: ', f.b(100, f.plain(`${r.int(1, 12)}/${r.int(1, 28)}/2025`))], 24);
  pen.label('To: Lakemont Merchant Services, Underwriting', L, y); y += 26;
  y = pen.flow(L, y, W, ['I, ', f.b(150, f.name(0), 'printed name'), ', attest that I am the ', f.b(90, f.title(0), 'title'), ' of ',
    f.b(170, f.legal(), 'legal name'), ' (the "Company"), a ', f.b(110, f.entity(), 'entity type'), ' formed in ', f.b(70, f.plain(m.stateInc), 'state of formation'),
    ', and that I own ', f.b(30, f.pct(0)), ' percent of the Company. The Company operates under the trade name ', f.b(130, f.dba(), 'd/b/a'),
    ' as a ', f.b(160, f.industry(), 'type of business'), ' from its place of business at ', f.b(230, f.address(), 'street, city, state, zip'),
    ', and has done so since ', f.b(90, f.start()), '. Its Employer Identification Number is ', f.b(90, f.taxId()), '.'], 25);
  y = pen.flow(L, y + 4, W, ['My Social Security Number is ', f.b(90, f.ssn(0)), ' and my date of birth is ', f.b(90, f.dob(0)),
    '. My self-reported credit score is approximately ', f.b(40, f.fico(0)), '.'], 25);
  y = pen.flow(L, y + 4, W, ['On behalf of the Company I request funding of $', f.b(80, f.amount()), ' for ', f.b(140, f.plain(m.use)),
    ', and I understand the proposed remittance would be ', f.b(45, f.opt(f.freq(), 0.25), 'frequency'), ' in ', f.b(30, f.opt(f.nPay(), 0.3)),
    ' installments of $', f.b(60, f.opt(f.payment(), 0.25)), '. The Company currently has ', f.b(25, f.plain(String(m.funders.length))),
    ' outstanding advance(s)', m.funders.length ? ', the largest with ' : '.', ...(m.funders.length ? [f.b(110, f.plain(m.funders[0]!.name)),
      ' (balance $', f.b(60, f.plain(money(m.funders[0]!.balance))), ').'] : [])], 25);
  if (m.owners.length > 1) {
    pen.label('The other owners of twenty percent (20%) or more of the Company are:', L, y + 2, { font: 'Times-Italic', size: 10 });
    y = table(c, y + 18, [{ h: 'Name', w: 150, v: (i) => f.name(i + 1) }, { h: 'Title', w: 100, v: (i) => f.title(i + 1) },
      { h: 'Ownership %', w: 70, v: (i) => f.pct(i + 1, true) }, { h: 'SSN', w: 90, v: (i) => f.ssn(i + 1) },
      { h: 'Date of Birth', w: 90, v: (i) => f.dob(i + 1) }], m.owners.length - 1, m.owners.length - 1);
  }
  y = prose(c, 'I make this attestation knowing that Lakemont Merchant Services and its funding partners will rely on it. ' + AUTH, y + 4, 8.2);
  signatures(c, room(c, y, 50 * Math.ceil(m.owners.length / 2)), m.owners.length, 'Attesting owner');
  footer(c, 'Lakemont Merchant Services - ISO Agreement #LMS-' + r.digits(5) + ' - Rep: ' + m.isoRep);
}
