// Layout of set 100, part three: a "fill in the blanks" declaration. Each value sits on a blank inside a sentence,
// with a tiny hint under the blank; the sentence around it is the only label.
import { need, newPage, signatures, type Ctx } from './frame.ts';
import type { Merchant, Owner } from './model.ts';

type Seg = string | { key: string; value: string; hint: string; min?: number };

const LINE = 24, X0 = 48, X1 = 564;

function paragraph(ctx: Ctx, segs: Seg[]): void {
  const { pen, doc } = { pen: ctx.pen, doc: ctx.doc };
  let x = X0;
  need(ctx, LINE);
  const wrap = (w: number) => { if (x + w > X1) { x = X0; ctx.y += LINE; need(ctx, LINE); } };
  for (const s of segs) {
    if (typeof s === 'string') {
      for (const word of s.split(/(?<= )/)) {
        doc.font('Times-Roman').fontSize(10.5);
        const w = doc.widthOfString(word);
        wrap(w);
        pen.label(word, x, ctx.y + 5, { size: 10.5, font: 'Times-Roman', color: '#111' });
        x += w;
      }
    } else {
      doc.font('Helvetica').fontSize(10);
      const w = Math.min(X1 - X0, Math.max(s.min ?? 60, doc.widthOfString(s.value) + 16, doc.font('Helvetica').fontSize(5.5).widthOfString(s.hint) + 6));
      wrap(w);
      pen.value(s.key, s.value, x + 2, ctx.y, w - 4, 15, { size: 10, align: 'center' });
      pen.line(x + 1, ctx.y + 15, x + w - 2, ctx.y + 15, '#222', 0.5);
      pen.label(s.hint, x + 1, ctx.y + 16.5, { size: 5.5, color: '#666', width: w - 2, align: 'center' });
      x += w + 2;
    }
  }
  ctx.y += LINE + 8;
}

const b = (key: string, value: string, hint: string, min?: number): Seg => ({ key, value, hint, ...(min ? { min } : {}) });

function ownerParagraph(ctx: Ctx, o: Owner, i: number): void {
  const ca = ctx.m.country === 'CA', p = `owner${i + 1}_`;
  paragraph(ctx, [`${i + 1}.  I, `, b(p + 'name', o.printedName, 'full name', 140), ', serving as ', b(p + 'title', o.role, 'title', 80),
    ', own ', b(p + 'ownership', o.ownershipText, 'percent', 34), '% of the business. My ', ca ? 'Social Insurance Number' : 'Social Security Number', ' is ',
    b(p + 'tax_id', o.taxIdText, ca ? 'SIN' : 'SSN', 90), ', I was born on ', b(p + 'dob', o.dobText, 'date of birth', 80),
    ', my credit score is about ', b(p + 'credit', o.credit === null ? '' : String(o.credit), 'if known', 40), ', and I reside at ',
    b(p + 'home', o.home, 'home address', 200), '. I can be reached at ', b(p + 'cell', o.phone, 'mobile', 90), '.']);
}

function businessParagraphs(ctx: Ctx, m: Merchant): void {
  const ca = m.country === 'CA';
  paragraph(ctx, ['The undersigned business, ', b('legal_name', m.legal, 'full legal name', 200), ', operating under the name ',
    b('dba', m.dbaText, ca ? 'operating name (O/A)' : 'DBA, if any', 150), ', is a ', b('entity', m.entityText, 'type of entity', 90),
    ' formed under the laws of ', b('inc_state', m.stateOfInc, ca ? 'jurisdiction' : 'state of formation', 60), ' and identified by ',
    ca ? 'Business Number ' : 'tax identification number ', b('tax_id', m.taxIdText, ca ? 'BN + program account' : 'EIN or SSN', 110), '.']);
  paragraph(ctx, ['Its place of business is ', b('street', m.street, 'street address', 150), ', ', b('city', m.city, 'city', 80), ', ',
    b('state', m.stateText, ca ? 'province' : 'state', 40), ' ', b('zip', m.zip, ca ? 'postal code' : 'ZIP', 50), '. It has operated as a ',
    b('industry', m.industryText, 'kind of business', 120), ' since ', b('start', m.startText, 'date started', 80), ', employs ',
    b('employees', m.employees, 'staff', 30), ' people and ', b('own_rent', m.ownRent.toLowerCase(), 'owns / rents', 40),
    ' its premises. Monthly sales average ', b('monthly', `$${m.monthlySales}`, 'gross', 70), '.']);
  const terms: Seg[] = m.payment !== null ? [', to be repaid in ', b('n_payments', String(m.nPayments), 'number', 40), ' ',
    b('frequency', m.freqText.toLowerCase(), 'daily/weekly/monthly', 70), ' payments of ', b('payment', m.paymentText, 'each payment', 70)] : [];
  paragraph(ctx, ['The business requests an advance of ', b('amount', m.amountText, 'amount', 80), ' to be used for ', b('use', m.use.toLowerCase(), 'purpose', 90), ...terms, '.']);
}

function decoyParagraphs(ctx: Ctx, m: Merchant): void {
  const ca = m.country === 'CA';
  paragraph(ctx, ['Receipts are deposited at ', b('bank_name', m.bank.name, 'bank', 90), ca ? ', transit ' : ', routing number ',
    b(ca ? 'bank_transit' : 'bank_routing', ca ? m.bank.transit! : m.bank.routing, ca ? 'transit' : 'ABA routing', 70), ca ? ', institution ' : '',
    ...(ca ? [b('bank_inst', m.bank.routing, 'institution', 34)] : []), ', account ', b('bank_account', m.bank.account, 'account number', 90),
    '. The landlord, ', b('ll_name', m.landlord.name, 'landlord or mortgage holder', 130), ', can be reached at ', b('ll_phone', m.landlord.phone, 'phone', 80),
    ' and is paid ', b('ll_rent', `$${m.landlord.rent}`, 'monthly rent', 50), ' per month.']);
  const f = m.funders;
  paragraph(ctx, ['Open advances: ', ...(f.length ? f.flatMap((x, i): Seg[] => [i ? '; ' : '', b(`funder${i + 1}`, x.name, 'funder', 90), ' with a balance of ',
    b(`funder${i + 1}_bal`, `$${x.balance}`, 'balance', 50), ' paid at ', b(`funder${i + 1}_pmt`, `$${x.payment}`, 'payment', 40)]) : [b('funder1', 'None', 'funder', 60)]),
  '. Trade references: ', b('ref1_name', m.refs[0]!.name, 'reference', 100), ' ', b('ref1_phone', m.refs[0]!.phone, 'phone', 80), ' and ',
    b('ref2_name', m.refs[1]!.name, 'reference', 100), ' ', b('ref2_phone', m.refs[1]!.phone, 'phone', 80), '.']);
  paragraph(ctx, ['Submitted through ', ctx.broker, ' by representative ', b('iso_rep', m.iso.name, 'ISO rep', 100), ' (', b('iso_phone', m.iso.phone, 'rep phone', 80),
    ', ', b('iso_id', m.iso.id, 'ISO ID', 60), ').']);
}

/** Plainword: the whole application is a declaration with blanks. */
export function plainwordSentence(ctx: Ctx): void {
  const { pen, m } = ctx;
  newPage(ctx);
  pen.heading(ctx.broker, 48, 32, 16, '#333');
  pen.label(m.country === 'CA' ? 'Declaration and Application for a Purchase of Future Receivables (Canada)' : 'Declaration and Application for a Purchase of Future Receivables',
    48, 52, { size: 8.5, font: 'Helvetica-Oblique' });
  ctx.y = 74;
  pen.label('A. THE BUSINESS', X0, ctx.y, { size: 8, font: 'Helvetica-Bold' }); ctx.y += 12;
  businessParagraphs(ctx, m);
  need(ctx, 60);
  pen.label(m.owners.length > 1 ? 'B. THE OWNERS (each owner completes one statement)' : 'B. THE OWNER', X0, ctx.y, { size: 8, font: 'Helvetica-Bold' }); ctx.y += 12;
  m.owners.forEach((o, i) => ownerParagraph(ctx, o, i));
  need(ctx, 60);
  pen.label('C. BANKING, PREMISES AND REFERENCES (for verification only)', X0, ctx.y, { size: 8, font: 'Helvetica-Bold' }); ctx.y += 12;
  decoyParagraphs(ctx, m);
  signatures(ctx, X0, X1 - X0);
}
