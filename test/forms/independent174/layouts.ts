// The four compact one-page forms: four fictional brokers/funders, each a tight grid of captioned cells.
import type { Cell, Sheet, Theme } from './draw.ts';
import { LEFT, WIDTH } from './draw.ts';
import type { Model, Profile, Val } from './model.ts';

export interface Layout { broker: string; profile: Profile; theme: Theme; draw: (s: Sheet, m: Model) => void }

const camel = (k: string) => k.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
const AUTH = 'By signing below, each owner certifies that the information above is true and complete and authorizes {B}, its assigns and '
  + 'funding partners to obtain consumer and business credit reports, verify bank, landlord and trade references, and share this application '
  + 'with funders. A photocopy or electronic image of this authorization is as valid as the original.';
const PIPEDA = 'PIPEDA CONSENT: The undersigned consent to the collection, use and disclosure of their personal information, including their SIN '
  + 'where provided, by {B} and its funding partners for the purpose of evaluating this application, in accordance with the Personal Information '
  + 'Protection and Electronic Documents Act. / Consentement LPRPDE: les soussignés consentent à la collecte et à la communication de leurs '
  + 'renseignements personnels aux fins de cette demande.';

function header(s: Sheet, broker: string, title: string, sub: string, color: string, shape: 'disc' | 'diamond' | 'bar' | 'tri'): void {
  const d = s.doc;
  d.save().fillColor(color);
  if (shape === 'disc') d.circle(LEFT + 10, 22, 9).fill();
  else if (shape === 'diamond') d.polygon([LEFT + 10, 12], [LEFT + 20, 22], [LEFT + 10, 32], [LEFT, 22]).fill();
  else if (shape === 'bar') d.rect(LEFT, 12, 5, 22).fill().rect(LEFT + 7, 17, 5, 17).fill().rect(LEFT + 14, 22, 5, 12).fill();
  else d.polygon([LEFT, 34], [LEFT + 11, 12], [LEFT + 22, 34]).fill();
  d.restore();
  d.font('Helvetica-Bold').fontSize(12).fillColor(color).text(broker, LEFT + 27, 12, { lineBreak: false });
  d.font('Helvetica').fontSize(6).fillColor('#444').text(sub, LEFT + 27, 27, { lineBreak: false });
  d.font('Helvetica-Bold').fontSize(8.5).fillColor('#111').text(title, LEFT, 16, { width: WIDTH, align: 'right', lineBreak: false });
  s.y = 40;
}

/** Owner rows: each cell captioned ("Owner 1", "Title" ...) or a header row then bare cells. */
function owners(s: Sheet, m: Model, rows: number, cols: [string, string, number][], headerRow: boolean, fill: string): void {
  if (headerRow) s.row(cols.map(([cap, , w]) => ({ w, cap, fill })), 7.5);
  for (let i = 0; i < rows; i++) {
    const o = m.owners[i];
    s.row(cols.map(([cap, key, w]): Cell => {
      const val: Val | null = o ? (key === 'tax' ? (o.tax ?? o.taxMasked ?? null) : (o[key] ?? null)) : null;
      return headerRow ? { w, cap: '', bare: true, label: cap, val } : { w, cap: key === 'name' ? `${cap} ${i + 1}` : cap, val };
    }), headerRow ? 12 : 17);
  }
}

function signatures(s: Sheet, m: Model, n: number): void {
  const V = m.v;
  s.row([{ w: 3, cap: 'Owner Signature' }, { w: 1, cap: 'Date', val: V.sig_date }, { w: 2, cap: 'Second Owner Signature' }, { w: 1, cap: 'Date' }], 20);
  s.scribble(LEFT + 8, s.y - 5, 110);
  if (n > 1) s.scribble(LEFT + (WIDTH * 4) / 7 + 8, s.y - 5, 90);
}

const keystone: Layout = {
  broker: 'Keystone Bridge Funding',
  profile: { country: 'US', entity: 'check', names: 'plain', terms: 'none', maxOwners: 2, soleProp: 0.12, masked: 0.2, bareEin: false },
  theme: { capFont: 'Helvetica', capSize: 4.8, capColor: '#1d3557', rule: '#1d3557', ruleW: 0.5, capFill: '#e3ecf7', valueFont: 'Courier', valueSize: 7.6,
    ink: '#14237a', handSize: 9.5, bandFill: '#1d3557', bandText: '#ffffff', fieldName: (k) => `kbf.${camel(k)}`, onState: 'Yes', mark: 'x' },
  draw(s, m) {
    const V = m.v;
    header(s, this.broker, 'MERCHANT FUNDING APPLICATION', '1400 Liberty Ave, Suite 900, Pittsburgh PA  |  submissions@keystonebridgefunding.com  |  Fax (412) 555-0147', '#1d3557', 'disc');
    s.band('Business Information');
    s.row([{ w: 3, cap: 'Legal Business Name', val: V.legal }, { w: 2.4, cap: 'DBA', val: V.dba }, { w: 1.4, cap: 'Federal Tax ID', val: V.taxId }, { w: 1.3, cap: 'Business Start Date', val: V.start }]);
    s.row([{ w: 4.2, cap: 'Entity Type', checks: m.entity }, { w: 0.9, cap: 'State of Inc.', val: V.stateInc }, { w: 0.8, cap: '# Employees', val: V.employees }, { w: 2.2, cap: 'Type of Business', val: V.industry }]);
    s.row([{ w: 3, cap: 'Business Address', val: V.street }, { w: 1.6, cap: 'City', val: V.city }, { w: 0.7, cap: 'State', val: V.state }, { w: 1, cap: 'Zip', val: V.zip }]);
    s.row([{ w: 1.4, cap: 'Business Phone', val: V.phone }, { w: 2, cap: 'E-mail', val: V.email }, { w: 1.2, cap: 'Monthly Rent', val: V.rent }, { w: 1.2, cap: 'Avg Bank Balance', val: V.avg_balance }]);
    s.row([{ w: 2, cap: 'Landlord / Mortgage Co.', val: V.landlord }, { w: 1.4, cap: 'Landlord Phone', val: V.landlord_phone }, { w: 1.2, cap: 'Date of Lease', val: V.lease_date }, { w: 1.2, cap: 'Monthly Card Sales', val: V.card_sales }]);
    s.band('Funding Request & Existing Advances');
    s.row([{ w: 1, cap: 'Avg Monthly Sales', val: V.monthly_sales }, { w: 1, cap: 'Annual Revenue', val: V.annual_revenue }, { w: 1, cap: 'Amount Requested', val: V.amount }, { w: 1.2, cap: 'Use of Funds', val: V.use }]);
    s.row([{ w: 1.6, cap: 'Current Funder', val: V.funder }, { w: 1, cap: 'Balance', val: V.funder_balance }, { w: 1, cap: 'Daily Payment', val: V.funder_payment }, { w: 1, cap: 'Date of Last Advance', val: V.last_advance }]);
    s.band('Owners / Officers (20% or more)');
    owners(s, m, 2, [['Owner', 'name', 2.6], ['Title', 'title', 1.3], ['% Own', 'pct', 0.6], ['SSN', 'tax', 1.1], ['DOB', 'dob', 1], ['FICO', 'fico', 0.6]], false, '');
    s.row(m.owners.length > 1 ? [{ w: 1, cap: 'Owner 1 Home Address', val: m.owners[0]!.home }, { w: 1, cap: 'Owner 2 Home Address', val: m.owners[1]!.home }]
      : [{ w: 1, cap: 'Owner 1 Home Address', val: m.owners[0]!.home }, { w: 0.5, cap: 'Owner 1 Cell', val: m.owners[0]!.cell }]);
    s.band('Bank & Trade Reference');
    s.row([{ w: 1.6, cap: 'Bank Name', val: V.bank }, { w: 1.1, cap: 'Routing #', val: V.routing }, { w: 1.1, cap: 'Account #', val: V.account }, { w: 1.6, cap: 'Trade Reference', val: V.ref1 }, { w: 1.1, cap: 'Ref. Phone', val: V.ref1_phone }]);
    s.y += 4; s.para(AUTH.replace('{B}', this.broker));
    signatures(s, m, m.owners.length);
    s.row([{ w: 2, cap: 'ISO / Sales Rep', val: V.iso_rep }, { w: 1, cap: 'Rep ID', val: V.iso_id }, { w: 1.5, cap: 'Rep Phone', val: V.iso_phone }], 16);
  },
};

const pinecrest: Layout = {
  broker: 'Pinecrest Capital Partners',
  profile: { country: 'CA', entity: 'check', names: 'plain', terms: 'none', maxOwners: 3, soleProp: 0.1, masked: 0.3, bareEin: false },
  theme: { capFont: 'Times-Roman', capSize: 4.9, capColor: '#2d6a4f', rule: '#2d6a4f', ruleW: 0.4, capFill: null, valueFont: 'Helvetica', valueSize: 7,
    ink: '#101010', handSize: 9, bandFill: '#d8f3dc', bandText: '#1b4332', fieldName: (k) => `PCP_${k.toUpperCase()}`, onState: 'code', mark: 'tick' },
  draw(s, m) {
    const V = m.v;
    header(s, this.broker, 'BUSINESS FINANCING APPLICATION / DEMANDE', '200 Bay Street, Suite 1810, Toronto ON M5J 2J1  |  deals@pinecrestcapital.ca  |  1-866-555-0190', '#2d6a4f', 'tri');
    s.band('Business / Entreprise');
    s.row([{ w: 2.6, cap: 'Legal Name / Raison sociale', val: V.legal }, { w: 2.2, cap: 'Operating Name (O/A) / Nom commercial', val: V.dba }, { w: 1.7, cap: "Business Number (BN) / N° d'entreprise", val: V.taxId }, { w: 1.2, cap: 'Date Established', val: V.start }, { w: 1, cap: 'Employees', val: V.employees }]);
    s.row([{ w: 4.6, cap: 'Legal Structure / Forme juridique', checks: m.entity }, { w: 1.1, cap: 'Jurisdiction of Inc.', val: V.stateInc }, { w: 2.4, cap: 'Nature of Business', val: V.industry }]);
    s.row([{ w: 2.4, cap: 'Street Address / Adresse', val: V.street }, { w: 1.3, cap: 'City / Ville', val: V.city }, { w: 0.9, cap: 'Province', val: V.state }, { w: 0.9, cap: 'Postal Code', val: V.zip }, { w: 1.3, cap: 'Telephone', val: V.phone }]);
    s.row([{ w: 1.9, cap: 'E-mail / Courriel', val: V.email }, { w: 1.7, cap: 'Landlord / Propriétaire', val: V.landlord }, { w: 1.1, cap: 'Monthly Rent', val: V.rent }, { w: 1.1, cap: 'Lease Start Date', val: V.lease_date }, { w: 1.2, cap: 'Landlord Phone', val: V.landlord_phone }]);
    s.band('Request & Financials / Demande et finances');
    s.row([{ w: 1, cap: 'Avg Bank Balance', val: V.avg_balance }, { w: 1, cap: 'Monthly Card Sales', val: V.card_sales }, { w: 1, cap: 'Gross Monthly Sales', val: V.monthly_sales }, { w: 1.05, cap: 'Amount Requested / Montant demandé', val: V.amount }, { w: 1, cap: 'Purpose', val: V.use }]);
    s.row([{ w: 1.3, cap: 'Current Lender / Funder', val: V.funder }, { w: 1, cap: 'Balance Owing', val: V.funder_balance }, { w: 1, cap: 'Payment', val: V.funder_payment }, { w: 1, cap: 'Date of Last Advance', val: V.last_advance }, { w: 1, cap: 'Annual Revenue', val: V.annual_revenue }]);
    s.band('Principals / Propriétaires');
    owners(s, m, 3, [['Full Name / Nom', 'name', 2.5], ['Title / Titre', 'title', 1.2], ['%', 'pct', 0.55], ['SIN / NAS', 'tax', 1.2], ['Date of Birth', 'dob', 1.2], ['Credit Score', 'fico', 0.7]], true, '#d8f3dc');
    s.row([{ w: 1.2, cap: 'Principal 1 Home Address', val: m.owners[0]!.home }, { w: 0.6, cap: 'Principal 1 Cell', val: m.owners[0]!.cell }, { w: 1, cap: 'Financial Institution', val: V.bank }, { w: 0.7, cap: 'Transit-Institution #', val: V.routing }, { w: 0.6, cap: 'Account #', val: V.account }]);
    s.y += 4; s.para(AUTH.replace('{B}', this.broker)); s.para(PIPEDA.replace('{B}', this.broker));
    signatures(s, m, m.owners.length);
    s.row([{ w: 2, cap: 'Referring Agent', val: V.iso_rep }, { w: 1, cap: 'Agent Code', val: V.iso_id }, { w: 1.5, cap: 'Agent Phone', val: V.iso_phone }], 16);
  },
};

const harborline: Layout = {
  broker: 'Harborline Merchant Advance',
  profile: { country: 'US', entity: 'text', names: 'lastfirst', terms: 'text', maxOwners: 3, soleProp: 0.3, masked: 0.15, bareEin: true },
  theme: { capFont: 'Helvetica-Bold', capSize: 4.6, capColor: '#000', rule: '#000', ruleW: 1.1, capFill: null, valueFont: 'Times-Roman', valueSize: 8,
    ink: '#0b2e6b', handSize: 10, bandFill: '#000000', bandText: '#ffffff', fieldName: (k) => `Text_${camel(k)}`, onState: 'Yes', mark: 'ring' },
  draw(s, m) {
    const V = m.v;
    header(s, this.broker, 'APPLICATION FOR BUSINESS CASH ADVANCE', '77 Water Street, Floor 4, Baltimore MD  |  apps@harborlineadvance.com  |  (410) 555-0122', '#000', 'bar');
    s.band('1. Merchant');
    s.row([{ w: 2, cap: 'CORPORATE / LEGAL NAME', val: V.legal }, { w: 1.6, cap: 'D/B/A', val: V.dba }, { w: 1, cap: 'FEDERAL TAX ID (EIN)', val: V.taxId }]);
    s.row([{ w: 1, cap: 'ENTITY (LLC, INC, ...)', val: m.entity.val }, { w: 1, cap: 'DATE BUSINESS STARTED', val: V.start }, { w: 1.7, cap: 'PRODUCTS / SERVICES SOLD', val: V.industry }, { w: 0.8, cap: 'STATE INC.', val: V.stateInc }]);
    s.row([{ w: 2.2, cap: 'PHYSICAL ADDRESS (NO P.O. BOX)', val: V.street }, { w: 1.2, cap: 'CITY', val: V.city }, { w: 0.9, cap: 'STATE', val: V.state }, { w: 0.8, cap: 'ZIP', val: V.zip }]);
    s.row([{ w: 1, cap: 'PHONE', val: V.phone }, { w: 1.5, cap: 'EMAIL', val: V.email }, { w: 1.3, cap: 'LANDLORD', val: V.landlord }, { w: 0.9, cap: 'RENT / MO', val: V.rent }]);
    s.band('2. Request');
    s.row([{ w: 1, cap: 'AMOUNT REQUESTED', val: V.amount }, { w: 1, cap: 'PAYMENT AMOUNT', val: V.payment }, { w: 0.7, cap: '# OF PAYMENTS', val: V.npay }, { w: 0.8, cap: 'FREQUENCY', val: m.freq!.val }]);
    s.row([{ w: 1, cap: 'AVG DAILY BANK BALANCE', val: V.avg_balance }, { w: 1, cap: 'MONTHLY CC SALES', val: V.card_sales }, { w: 1, cap: 'LEASE DATE', val: V.lease_date }, { w: 1, cap: 'LAST ADVANCE FUNDED', val: V.last_advance }]);
    s.row([{ w: 1.4, cap: 'OPEN ADVANCE WITH', val: V.funder }, { w: 1, cap: 'PAYOFF BALANCE', val: V.funder_balance }, { w: 1, cap: 'PMT', val: V.funder_payment }, { w: 1, cap: 'MONTHLY GROSS SALES', val: V.monthly_sales }]);
    s.band('3. Owners (Last, First)');
    owners(s, m, 3, [['NAME (LAST, FIRST)', 'name', 2.4], ['TITLE', 'title', 1.2], ['OWN %', 'pct', 0.6], ['SSN', 'tax', 1.1], ['D.O.B.', 'dob', 1], ['FICO', 'fico', 0.6]], true, '#dddddd');
    s.row([{ w: 1.3, cap: 'OWNER 1 HOME ADDRESS', val: m.owners[0]!.home }, { w: 1, cap: 'BANK', val: V.bank }, { w: 0.7, cap: 'ABA ROUTING', val: V.routing }, { w: 0.7, cap: 'ACCOUNT', val: V.account }]);
    s.y += 4; s.para(AUTH.replace('{B}', this.broker));
    signatures(s, m, m.owners.length);
    s.row([{ w: 1, cap: 'ISO', val: V.iso_rep }, { w: 1, cap: 'ISO #', val: V.iso_id }, { w: 1, cap: 'TRADE REF.', val: V.ref1 }, { w: 1, cap: 'REF. PHONE', val: V.ref1_phone }], 16);
  },
};

const quarry: Layout = {
  broker: 'Quarry Lane Funding Group',
  profile: { country: 'US', entity: 'other', names: 'plain', terms: 'checks', maxOwners: 3, soleProp: 0.1, masked: 0.35, bareEin: false },
  theme: { capFont: 'Helvetica', capSize: 4.5, capColor: '#7f2704', rule: '#b35806', ruleW: 0.45, capFill: '#fdebd0', valueFont: 'Courier-Bold', valueSize: 7,
    ink: '#1a1a1a', handSize: 9, bandFill: '#b35806', bandText: '#ffffff', fieldName: (k) => `q_${k}`, onState: 'code', mark: 'mixed' },
  draw(s, m) {
    const V = m.v;
    header(s, this.broker, 'REVENUE-BASED FUNDING APPLICATION', 'Quarry Lane Funding Group  |  3 Granite Plaza, Dallas TX  |  ql-submissions@quarrylane.com  |  Ph (214) 555-0166', '#b35806', 'diamond');
    s.band('Merchant Information');
    s.row([{ w: 2.4, cap: 'Business Legal Name', val: V.legal }, { w: 2, cap: 'Doing Business As', val: V.dba }, { w: 1.2, cap: 'Tax ID', val: V.taxId }, { w: 1, cap: 'Inception Date', val: V.start }, { w: 0.8, cap: 'Employees', val: V.employees }]);
    s.row([{ w: 5, cap: 'Business Type', checks: m.entity }, { w: 2, cap: 'Industry', val: V.industry }]);
    s.row([{ w: 2.2, cap: 'Street', val: V.street }, { w: 1.2, cap: 'City', val: V.city }, { w: 0.7, cap: 'State', val: V.state }, { w: 0.8, cap: 'Zip', val: V.zip }, { w: 0.9, cap: 'Incorporated In', val: V.stateInc }]);
    s.row([{ w: 1.1, cap: 'Phone', val: V.phone }, { w: 1.6, cap: 'Email', val: V.email }, { w: 1.6, cap: 'Landlord', val: V.landlord }, { w: 0.9, cap: 'Rent', val: V.rent }, { w: 0.9, cap: 'Date of Lease', val: V.lease_date }]);
    s.band('Funding Terms');
    s.row([{ w: 1, cap: 'Amount Requested', val: V.amount }, { w: 1, cap: 'Est. Payment', val: V.payment }, { w: 0.6, cap: '# of Pmts', val: V.npay }, { w: 2.2, cap: 'Payment Frequency', checks: m.freq }, { w: 1, cap: 'Use of Funds', val: V.use }]);
    s.row([{ w: 1, cap: 'Avg Bank Balance', val: V.avg_balance }, { w: 1, cap: 'Monthly Card Sales', val: V.card_sales }, { w: 1, cap: 'Avg Monthly Deposits', val: V.monthly_sales }, { w: 1, cap: 'Annual Sales', val: V.annual_revenue }]);
    s.row([{ w: 1.4, cap: 'Existing Funder', val: V.funder }, { w: 1, cap: 'Balance', val: V.funder_balance }, { w: 1, cap: 'Payment', val: V.funder_payment }, { w: 1, cap: 'Date of Last Advance', val: V.last_advance }]);
    s.band('Ownership');
    owners(s, m, 3, [['Owner', 'name', 2.4], ['Title', 'title', 1.2], ['%', 'pct', 0.5], ['SSN / ITIN', 'tax', 1.1], ['Date of Birth', 'dob', 1], ['Est. FICO', 'fico', 0.6]], false, '');
    s.row([{ w: 1.4, cap: 'Owner 1 Residence', val: m.owners[0]!.home }, { w: 0.7, cap: 'Owner 1 Mobile', val: m.owners[0]!.cell }, { w: 0.9, cap: 'Bank', val: V.bank }, { w: 0.6, cap: 'Routing', val: V.routing }, { w: 0.6, cap: 'Acct', val: V.account }]);
    s.y += 4; s.para(AUTH.replace('{B}', this.broker));
    signatures(s, m, m.owners.length);
    s.row([{ w: 1.3, cap: 'ISO Name', val: V.iso_rep }, { w: 0.8, cap: 'ISO ID', val: V.iso_id }, { w: 1, cap: 'ISO Phone', val: V.iso_phone }, { w: 1.3, cap: 'Trade Reference', val: V.ref1 }, { w: 1, cap: 'Ref Phone', val: V.ref1_phone }], 16);
  },
};

export const LAYOUTS: Record<string, Layout> = { 'keystone-grid4': keystone, 'pinecrest-bilingual5': pinecrest, 'harborline-heavy3': harborline, 'quarry-terms-grid': quarry };
