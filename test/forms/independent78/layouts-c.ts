// Set 78 layouts 6-7: an agreement's "Schedule A" of numbered particulars clauses, and a question-and-answer sheet
// whose answers are blanks inside the questions' sentences (with a daily-only remittance sentence).
import { money } from './fill.ts';
import { type Ctx, L, W, footer, letterhead, prose, room, signatures, table } from './blocks.ts';

/** Ironbridge Merchant Funding: Schedule A clauses A.1-A.8, principals one clause each. */
export function ironbridge(c: Ctx): void {
  const { pen, f, m, r } = c;
  let y = letterhead(c, 'IRONBRIDGE MERCHANT FUNDING', 'Future Receivables Sale and Purchase Agreement No. IMF-' + r.digits(7),
    'SCHEDULE A - MERCHANT PARTICULARS', '#333333');
  y = prose(c, 'This Schedule A forms part of the Agreement. The Merchant completes each blank; the particulars are the Merchant\'s ' +
    'application and representations on which Ironbridge relies.', y, 8.5);
  pen.font = 'Times-Roman'; pen.size = 10;
  const clause = (n: string, parts: Parameters<typeof pen.flow>[3]): void => {
    pen.label(n, L, y, { font: 'Times-Bold', size: 10 });
    y = pen.flow(L + 28, y, W - 28, parts, 22) + 3;
  };
  clause('A.1', ['Merchant. ', f.b(180, f.legal(), 'exact legal name'), ', a ', f.b(110, f.entity(), 'form of entity'),
    ' whose federal employer identification number is ', f.b(90, f.taxId()), ' ("Merchant").']);
  clause('A.2', ['Trade name. Merchant conducts business as ', f.b(150, f.dba()), ' (write "N/A" if none).']);
  clause('A.3', ['Premises. Merchant\'s principal place of business is ', f.b(140, f.street()), ', ', f.b(80, f.city()), ', ',
    f.b(28, f.state(), 'state'), ' ', f.b(45, f.zip()), ', which Merchant ', { box: 'owns', on: m.rent === 'Own' },
    { box: 'leases from', on: m.rent === 'Rent' }, f.b(120, f.plain(m.rent === 'Rent' ? m.landlord : null), 'landlord'), '.']);
  clause('A.4', ['Business. Merchant is engaged in ', f.b(170, f.industry()), ' and commenced operations on ', f.b(80, f.start()), '.']);
  const freq = r.chance(0.5);
  clause('A.5', ['Funding. Purchase Price $', f.b(70, f.amount()), '; Remittance $', f.b(60, f.payment()), ' each ',
    ...(freq ? [f.b(60, f.freq(), 'frequency')] : [{ box: 'Business Day', on: m.freq === 'Daily', ...(m.freq === 'Daily' ? { set: { payment_frequency: 'daily' } } : {}) },
      { box: 'Week', on: m.freq === 'Weekly', ...(m.freq === 'Weekly' ? { set: { payment_frequency: 'weekly' } } : {}) },
      { box: 'Other:', on: m.freq === 'Bi-Weekly' || m.freq === 'Monthly' },
      f.b(55, m.freq === 'Bi-Weekly' || m.freq === 'Monthly' ? f.freq() : f.plain(null))]),
    '; Number of Remittances ', f.b(30, f.opt(f.nPay(), 0.25)), '.']);
  clause('A.6', ['Principals. The following persons own twenty percent or more of Merchant and sign the Guaranty:']);
  for (let i = 0; i < m.owners.length; i++) {
    y = room(c, y, 50);
    pen.label(`(${'abcd'[i]})`, L + 28, y, { size: 10 });
    y = pen.flow(L + 50, y, W - 50, [f.b(140, f.name(i), 'name'), ', ', f.b(80, f.title(i), 'title'), ', holding ', f.b(28, f.pct(i)),
      '% - SSN ', f.b(80, f.ssn(i)), ' - born ', f.b(75, f.dob(i)), '.'], 22) + 2;
  }
  y = room(c, y, 120);
  clause('A.7', ['Deposit Account. ', f.b(140, f.plain(m.bank), 'bank'), ', ABA ', f.b(70, f.plain(m.routing)), ', Account No. ', f.b(80, f.plain(m.account)), '.']);
  clause('A.8', ['Broker/ISO. ', f.b(120, f.plain(m.isoRep), 'representative'), ' of ', f.b(150, f.plain(m.isoCompany), 'ISO company'),
    '; the ISO is not an agent of Ironbridge.']);
  y = prose(c, 'Merchant and each Principal represent that the particulars above are true and complete and authorize Ironbridge to obtain ' +
    'credit reports and verify them.', y + 2, 8);
  signatures(c, room(c, y, 50 * Math.ceil(m.owners.length / 2)), m.owners.length, 'Principal');
  footer(c, 'Ironbridge Merchant Funding - Schedule A - initial each page ______');
}

/** Sable Creek Capital: questions answered on blanks inside each question's sentence; owners' block at the end. */
export function sablecreek(c: Ctx): void {
  const { pen, f, m, r } = c;
  let y = letterhead(c, 'SABLE CREEK CAPITAL', 'Daily-remittance working capital - apply@sablecreekcap.com - (888) 555-0178',
    'Quick Questions About Your Business', '#8a5a00');
  pen.font = 'Helvetica'; pen.size = 9.3;
  const q = (n: number, parts: Parameters<typeof pen.flow>[3]): void => { y = pen.flow(L, y, W, [`Q${n}. `, ...parts], 20) + 2; };
  q(1, ['What is your business\'s full legal name? It is ', f.b(200, f.legal()), '.']);
  q(2, ['Does it use another name with customers? ', { box: 'No', on: !m.dba }, { box: 'Yes, it is', on: !!m.dba }, f.b(150, m.dba ? f.dba() : f.plain(null)), '.']);
  q(3, ['What kind of entity is it? ', ...f.entityBoxes(['LLC', 'Corporation', 'S-Corp', 'Sole Proprietor', 'Partnership'])]);
  q(4, ['What does the business do? ', f.b(220, f.industry()), ' (be specific).']);
  q(5, ['When did it start? ', f.b(90, f.start()), '   What is its EIN (or owner SSN if none)? ', f.b(95, f.taxId())]);
  q(6, ['Where is it located? ', f.b(300, f.address(), 'street, city, state, zip'), '  Phone ', f.b(85, f.plain(m.phone))]);
  q(7, ['How much do you need? $', f.b(80, f.amount()), ' What for? ', f.b(160, f.plain(m.use)), '.']);
  q(8, ['Sable Creek is repaid each business day. I agree to ', f.b(30, f.nPay()), ' daily payments of $', f.b(60, f.payment()),
    ' from my operating account at ', f.b(140, f.plain(m.bank)), '.']);
  pen.fixed({ payment_frequency: 'daily' }, 'daily payments');
  q(9, ['Any other advances open today? ', { box: 'No', on: !m.funders.length }, { box: 'Yes: with', on: m.funders.length > 0 },
    f.b(120, f.plain(m.funders[0]?.name ?? null)), ' balance $', f.b(60, f.plain(m.funders[0] ? money(m.funders[0].balance) : null))]);
  q(10, ['Who is your landlord? ', f.b(140, f.plain(m.rent === 'Rent' ? m.landlord : 'N/A - we own')), ' Monthly rent $',
    f.b(55, f.plain(m.rent === 'Rent' ? money(m.rentAmt) : null))]);
  y += 4;
  pen.heading('OWNERS - TELL US ABOUT EVERYONE WHO OWNS 20% OR MORE', L, y, W, '#8a5a00');
  const cols = [{ h: 'Owner name', w: 128, v: (i: number) => f.name(i) }, { h: 'Title', w: 78, v: (i: number) => f.title(i) },
    { h: '% owned', w: 44, v: (i: number) => f.pct(i, true) }, { h: 'SSN', w: 80, v: (i: number) => f.ssn(i) },
    { h: 'Birth date', w: 66, v: (i: number) => f.dob(i) }, { h: 'Credit score', w: 50, v: (i: number) => f.fico(i) },
    { h: 'Home state', w: 86, v: (i: number) => f.plain(m.owners[i]!.home.state) }];
  y = table(c, y + 16, cols, m.owners.length, r.int(m.owners.length, 4));
  y = prose(c, 'By signing, you confirm these answers are true and let Sable Creek Capital check your credit and call your bank, ' +
    'landlord and references. Sable Creek purchases future receivables; this is not a loan.', y, 8);
  signatures(c, room(c, y, 50 * Math.ceil(m.owners.length / 2)), m.owners.length);
  footer(c, 'Sable Creek Capital - Form SCC-Q10');
}
