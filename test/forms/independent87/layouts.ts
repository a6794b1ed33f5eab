// The seven fictional brokers' packets: branding, and the choices each form makes in printing the same merchant.
import type { Look } from './canvas.ts';

export interface Broker { name: string; short: string; tagline: string; address: string; phone: string; web: string; rep: string; repPhone: string; repEmail: string }
export interface Layout {
  name: string; broker: Broker; country: 'US' | 'CA'; look: Look;
  date: 'mdy' | 'mdyy' | 'long' | 'iso';
  /** Start date, years in business only (the start date is then not printed), or both. */
  start: 'date' | 'years' | 'both';
  /** Checkbox labels (the last is "Other") or a free-text line. */
  entity: string[] | 'text';
  names: 'full' | 'lastFirst' | 'split';
  /** Requested payment, number of payments and frequency printed; frequency as checkboxes or text. */
  terms: 'none' | 'checkbox' | 'text';
  credit: boolean;
  /** five: cover, business, owners 1-2, continuation (always), signatures. four: continuation only for 3+ owners.
   *  three: cover, business, owners 1-2 with their signatures; continuation (owners 3-4 and signatures) for 3+ owners. */
  plan: 'five' | 'four' | 'three';
  header: 'legal' | 'dba';
  money: 'cents' | 'whole';
  /** When there is no DBA: print the filler ("SAME", "N/A") or leave blank. */
  dbaFiller: boolean;
}

const B = (name: string, short: string, tagline: string, address: string, phone: string, web: string, rep: string): Broker => ({
  name, short, tagline, address, phone, web, rep, repPhone: phone.replace(/\d{4}$/, '0147'), repEmail: `${rep.split(' ')[0]!.toLowerCase()}@${web.replace(/^www\./, '')}`,
});

export const LAYOUTS: readonly Layout[] = [
  { name: 'harborline-five-page', broker: B('Harborline Capital Partners', 'HARBORLINE', 'Working capital for Main Street', '400 Atlantic Ave, Suite 1200, Boston, MA 02110',
    '(617) 555-0190', 'www.harborlinecapital.com', 'Devon Marsh'), country: 'US',
  look: { font: 'Helvetica', bold: 'Helvetica-Bold', typed: 'Courier', accent: '#1f3a5f', mark: 'X' }, date: 'mdy', start: 'date',
  entity: ['Corporation', 'LLC', 'Partnership', 'Sole Proprietor', 'Non-Profit', 'Other'], names: 'full', terms: 'none', credit: true, plan: 'five',
  header: 'legal', money: 'cents', dbaFiller: true },
  { name: 'bluestem-packet', broker: B('Bluestem Funding Group', 'BLUESTEM', 'Revenue-based funding, simplified', '77 Prairie Commons Dr, Overland Park, KS 66210',
    '(913) 555-0144', 'www.bluestemfunding.com', 'Karla Jennings'), country: 'US',
  look: { font: 'Times-Roman', bold: 'Times-Bold', typed: 'Helvetica', accent: '#2e6b3a', mark: 'stroke' }, date: 'long', start: 'both',
  entity: 'text', names: 'lastFirst', terms: 'checkbox', credit: false, plan: 'four', header: 'dba', money: 'whole', dbaFiller: false },
  { name: 'maplecrest-canada', broker: B('Maple Crest Business Funding', 'MAPLE CREST', 'Canadian merchant financing', '181 Bay Street, Suite 2900, Toronto, ON M5J 2T3',
    '(416) 555-0176', 'www.maplecrestfunding.ca', 'Simone Archambault'), country: 'CA',
  look: { font: 'Helvetica', bold: 'Helvetica-Bold', typed: 'Helvetica', accent: '#a3262a', mark: 'X' }, date: 'iso', start: 'date',
  entity: ['Corporation', 'Sole Proprietorship', 'Partnership', 'Other'], names: 'split', terms: 'text', credit: false, plan: 'four',
  header: 'legal', money: 'cents', dbaFiller: true },
  { name: 'ironbridge-advisors', broker: B('Ironbridge Merchant Advisors', 'IRONBRIDGE', 'Independent funding advisors', '2200 Commerce St, Dallas, TX 75201',
    '(214) 555-0133', 'www.ironbridgeadvisors.com', 'Preston Vale'), country: 'US',
  look: { font: 'Helvetica', bold: 'Helvetica-Bold', typed: 'Courier', accent: '#3a3a3a', mark: 'stroke' }, date: 'mdy', start: 'years',
  entity: ['C-Corp', 'S-Corp', 'LLC', 'LLP', 'LP', 'Sole Prop', 'Other'], names: 'full', terms: 'none', credit: true, plan: 'three',
  header: 'legal', money: 'whole', dbaFiller: true },
  { name: 'crescent-ridge', broker: B('Crescent Ridge Capital', 'CRESCENT RIDGE', 'Fast decisions. Fair terms.', '1 Biscayne Tower, 2 S Biscayne Blvd, Miami, FL 33131',
    '(305) 555-0112', 'www.crescentridgecap.com', 'Luis Aranda'), country: 'US',
  look: { font: 'Times-Roman', bold: 'Times-Bold', typed: 'Courier', accent: '#5b2c83', mark: 'X' }, date: 'mdyy', start: 'date',
  entity: 'text', names: 'split', terms: 'checkbox', credit: true, plan: 'five', header: 'dba', money: 'cents', dbaFiller: true },
  { name: 'tidewater-commercial', broker: B('Tidewater Commercial Funding', 'TIDEWATER', 'Commercial funding since 2009', '150 W Main St, Norfolk, VA 23510',
    '(757) 555-0168', 'www.tidewatercf.com', 'Ashley Grimes'), country: 'US',
  look: { font: 'Helvetica', bold: 'Helvetica-Bold', typed: 'Helvetica', accent: '#0f6e75', mark: 'stroke' }, date: 'long', start: 'both',
  entity: 'text', names: 'lastFirst', terms: 'text', credit: false, plan: 'three', header: 'legal', money: 'cents', dbaFiller: false },
  { name: 'summit-pointe', broker: B('Summit Pointe Lending Solutions', 'SUMMIT POINTE', 'Business funding solutions', '8800 E Raintree Dr, Scottsdale, AZ 85260',
    '(480) 555-0121', 'www.summitpointelending.com', 'Monica Teller'), country: 'US',
  look: { font: 'Helvetica', bold: 'Helvetica-Bold', typed: 'Courier', accent: '#b8621b', mark: 'X' }, date: 'mdy', start: 'both',
  entity: ['LLC', 'Corporation', 'S Corporation', 'Partnership', 'Sole Proprietorship', 'Other'], names: 'full', terms: 'none', credit: true,
  plan: 'four', header: 'legal', money: 'whole', dbaFiller: true },
];

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function fmtDate(isoDate: string, f: Layout['date']): string {
  const [y, m, d] = isoDate.split('-') as [string, string, string];
  if (f === 'iso') return isoDate;
  if (f === 'mdy') return `${m}/${d}/${y}`;
  if (f === 'mdyy') return `${m}/${d}/${y.slice(2)}`;
  return `${MONTHS[Number(m) - 1]} ${Number(d)}, ${y}`;
}

export function fmtMoney(n: number, cents: boolean, country: 'US' | 'CA'): string {
  const s = `$${n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 })}`;
  return country === 'CA' ? `${s} CAD` : s;
}
