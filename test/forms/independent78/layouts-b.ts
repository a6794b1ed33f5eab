// Set 78 layouts 4-5: a two-page "about your business" statement with checkboxes inside its sentences, and a
// request letter with blanks followed by particulars rows and an owners' table.
import { money } from './fill.ts';
import { type Ctx, L, W, footer, letterhead, prose, room, signatures, table } from './blocks.ts';

/** Brightwater Funding Group: numbered first-person sentences; page 2 holds one paragraph per owner. */
export function brightwater(c: Ctx): void {
  const { pen, f, m, r } = c;
  let y = letterhead(c, 'BRIGHTWATER FUNDING GROUP', 'Business Funding Intake - Part I to Part V - please complete every blank',
    'Tell Us About Your Business', '#7a1f5c');
  pen.font = 'Helvetica'; pen.size = 9;
  const sec = (t: string): void => { pen.heading(t, L, y, W, '#7a1f5c'); y += 20; };
  sec('PART I - THE BUSINESS');
  y = pen.flow(L, y, W, ['1. Our legal name is ', f.b(180, f.legal()), ' and we operate under the name ', f.b(140, f.dba()), '.'], 20);
  y = pen.flow(L, y, W, ['2. We are organized as a ', ...f.entityBoxes(), ' in the state of ', f.b(70, f.plain(m.stateInc)), '.'], 20);
  y = pen.flow(L, y, W, ['3. Our federal tax ID is ', f.b(90, f.taxId()), ' and we opened for business on ', f.b(80, f.start()), '.'], 20);
  y = pen.flow(L, y, W, ['4. Our business is located at ', f.b(150, f.street()), ' in ', f.b(80, f.city()), ', state ', f.b(28, f.state()),
    ', zip ', f.b(45, f.zip()), '; phone ', f.b(85, f.plain(m.phone)), '.'], 20);
  y = pen.flow(L, y, W, ['5. In a few words, what we do: ', f.b(200, f.industry()), '. We have ', f.b(28, f.plain(String(m.employees))), ' employees.'], 20);
  y = pen.flow(L, y, W, ['6. We ', { box: 'own', on: m.rent === 'Own' }, { box: 'rent', on: m.rent === 'Rent' }, ' our premises; landlord ',
    f.b(130, f.plain(m.rent === 'Rent' ? m.landlord : null)), ' phone ', f.b(80, f.plain(m.rent === 'Rent' ? m.landlordPhone : null)),
    ', monthly rent $', f.b(50, f.plain(m.rent === 'Rent' ? money(m.rentAmt) : null)), '.'], 22);
  sec('PART II - YOUR REQUEST');
  y = pen.flow(L, y, W, ['7. We are requesting $', f.b(80, f.amount()), ' for ', f.b(150, f.plain(m.use)), '.'], 20);
  const pay = r.chance(0.8);
  y = pen.flow(L, y, W, ['8. We would prefer to pay ', ...(pay ? f.freqBoxes() : f.freqBoxes().map((b) => ({ box: b.box, on: false }))),
    ' in ', f.b(30, pay ? f.nPay() : f.plain(null)), ' payments of about $', f.b(60, pay ? f.payment() : f.plain(null)), '.'], 22);
  sec('PART III - EXISTING ADVANCES AND LOANS');
  y = table(c, y, [{ h: 'Funder / Lender', w: 200, v: (i) => f.plain(m.funders[i]!.name) },
    { h: 'Balance', w: 110, v: (i) => f.plain(`$${money(m.funders[i]!.balance)}`) }, { h: 'Payment', w: 110, v: (i) => f.plain(`$${money(m.funders[i]!.payment)}`) },
    { h: 'Frequency', w: 112, v: () => f.plain('Daily') }], m.funders.length, 2);
  y = pen.flow(L, y, W, ['Average monthly deposits $', f.b(70, f.plain(money(m.monthlySales))), ' at ', f.b(150, f.plain(m.bank), 'bank name'),
    ' routing ', f.b(70, f.plain(m.routing)), '.'], 22);
  footer(c, 'Brightwater Funding Group - page 1 of 2');
  pen.newPage();
  y = 48;
  pen.heading('PART IV - OWNERS (EVERY OWNER OF 20% OR MORE: ONE PARAGRAPH EACH)', L, y, W, '#7a1f5c');
  y += 22;
  for (let i = 0; i < m.owners.length; i++) {
    y = pen.flow(L, y, W, [`Owner ${i + 1}. My name is `, f.b(150, f.name(i, r.chance(0.25))), '; my title is ', f.b(90, f.title(i)), '; I own ',
      f.b(30, f.pct(i)), '% of the business. My SSN is ', f.b(80, f.ssn(i)), ', my date of birth is ', f.b(75, f.dob(i)),
      ' and my credit score (self-reported) is about ', f.b(35, f.fico(i)), '. I live at ', f.b(200, f.home(i), 'home address'), '.'], 21);
    y += 6;
  }
  pen.heading('PART V - TRADE REFERENCES', L, y, W, '#7a1f5c');
  y = table(c, y + 18, [{ h: 'Reference', w: 260, v: (i) => f.plain(m.refs[i]!.name) }, { h: 'Phone', w: 272, v: (i) => f.plain(m.refs[i]!.phone) }], 2, 2);
  y = prose(c, 'Each owner signing below authorizes Brightwater Funding Group and the funders it submits to to obtain credit reports, ' +
    'contact the references and landlord named above, and verify bank statements. Submitted by ISO: ' + m.isoCompany + '.', y, 8);
  signatures(c, room(c, y, 50 * Math.ceil(m.owners.length / 2)), m.owners.length);
  footer(c, 'Brightwater Funding Group - page 2 of 2');
}

/** Quillfield Business Capital: a letter with blanks, then particulars rows and an owners' table. */
export function quillfield(c: Ctx): void {
  const { pen, f, m, r } = c;
  const d = pen.doc;
  d.font('Times-Italic').fontSize(20).fillColor('#3d3d7a').text('Quillfield', L, 34, { lineBreak: false });
  d.font('Times-Roman').fontSize(8).fillColor('#555').text('BUSINESS CAPITAL - 18 Quill Street, Albany, NY 12207', L, 58, { lineBreak: false });
  pen.font = 'Times-Roman'; pen.size = 10.5;
  let y = 84;
  pen.label('Letter of Request for Working Capital', L, y, { font: 'Times-Bold', size: 12 });
  y += 24;
  pen.label('Dear Quillfield Underwriting Team,', L, y); y += 22;
  y = pen.flow(L, y, W, ['On behalf of ', f.b(170, f.legal(), 'registered business name'), ' d/b/a ', f.b(130, f.dba(), 'trade name, if any'),
    ', I respectfully request working capital in the amount of ', f.b(80, f.amount(true)), ' to be used for ', f.b(150, f.plain(m.use)),
    '. Our company, a ', f.b(110, f.entity(), 'corporation, LLC, etc.'), ' formed under the laws of ', f.b(80, f.plain(m.stateInc)),
    ', has been in business since ', f.b(90, f.start()), ' as a ', f.b(170, f.industry(), 'kind of business'), ' located at ',
    f.b(230, f.address(), 'street, city, state, zip'), '.'], 25);
  y = pen.flow(L, y + 4, W, ['Our average monthly gross sales are $', f.b(70, f.plain(money(m.monthlySales))), '. We propose to repay through ',
    f.b(30, f.opt(f.nPay(), 0.2)), ' ', f.b(60, f.opt(f.freq(), 0.2), 'daily/weekly/monthly'), ' remittances of approximately ',
    f.b(70, f.opt(f.payment(true), 0.2)), '.'], 25);
  y = pen.flow(L, y + 4, W, ['Sincerely, ', f.b(160, f.plain(`${m.owners[0]!.first} ${m.owners[0]!.last}`), 'name'), ', ',
    f.b(90, f.plain(m.owners[0]!.title), 'title')], 30);
  pen.heading('APPLICANT PARTICULARS', L, y, W, '#3d3d7a');
  y += 20;
  const half = W / 2 - 6, tax = f.taxId(true);
  pen.row('Federal Tax ID (EIN):', L, y, half, tax.v, tax.set);
  pen.row('Business Phone:', L + half + 12, y, half, m.phone);
  y += 18;
  pen.row('E-mail:', L, y, half, m.email);
  pen.row('Website:', L + half + 12, y, half, m.website);
  y += 18;
  pen.row('Referred by (ISO / Broker):', L, y, half, `${m.isoRep}, ${m.isoCompany}`);
  pen.row('Landlord:', L + half + 12, y, half, m.rent === 'Rent' ? m.landlord : 'Owned');
  y += 24;
  const lf = r.chance(0.6);
  y = table(c, y, [{ h: lf ? 'Owner (Last, First)' : 'Owner', w: 130, v: (i) => f.name(i, lf) }, { h: 'Title', w: 80, v: (i) => f.title(i) },
    { h: '%', w: 30, v: (i) => f.pct(i) }, { h: 'SSN', w: 80, v: (i) => f.ssn(i) }, { h: 'DOB', w: 62, v: (i) => f.dob(i) },
    { h: 'FICO', w: 34, v: (i) => f.fico(i) }, { h: 'Cell Phone', w: 116, v: (i) => f.plain(m.owners[i]!.phone) }], m.owners.length, 3);
  y = prose(c, 'Each owner named above authorizes Quillfield Business Capital and its assigns to obtain credit reports and to verify the ' +
    'information in this letter with banks, landlords and trade creditors.', y, 8);
  signatures(c, room(c, y, 50 * Math.ceil(m.owners.length / 2)), m.owners.length);
  footer(c, 'Quillfield Business Capital - QBC-LR rev. 2/25');
}
