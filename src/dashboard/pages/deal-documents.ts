// The deal page's list of every document of the upload (issue 36): what each is (a statement, the application form, a
// voided check, an ID, a tax form, something else), how sure, and why; for an application form, the values read from
// it and where. Nothing uploaded is silently left out.
import type { DocumentKind, DocumentResult, ParseResult } from '../../statements/index.ts';
import { html, type Html } from '../html.ts';
import { money } from '../format.ts';
import { WARNING_WORDS } from './deal-money-words.ts';

export const KIND_LABEL: Record<DocumentKind, string> = {
  bank_statement: 'Bank statement', activity_printout: 'Online-banking activity printout', card_statement: 'Credit-card statement',
  application_form: 'Application form', voided_check: 'Check (voided)', identity_document: 'Identity document',
  tax_form: 'Tax form', other: 'Other document',
};

const FIELD_LABEL: Record<string, string> = {
  legal_name: 'Legal name', trade_name: 'DBA', type_of_entity: 'Entity type', industry: 'Industry', business_tax_id: 'Tax ID',
  business_tax_id_type: 'Tax ID type', business_tax_id_country: 'Tax ID country', state_region: 'State / province',
  country: 'Country', requested_amount: 'Requested amount', requested_payment: 'Requested payment',
  number_of_payments: 'Number of payments', payment_frequency: 'Payment frequency', business_start_date: 'Business start date',
};

/** What was read from one document, in words. */
function readFrom(d: DocumentResult, statements: number): Html {
  const read = statements ? html`${statements} statement${statements === 1 ? '' : 's'} read.` : html``;
  if (d.form) {
    const fields = Object.entries(d.form.fields).filter(([, v]) => v);
    return html`${read} ${fields.length} application value${fields.length === 1 ? '' : 's'} and ${d.form.applicants.length} owner${d.form.applicants.length === 1 ? '' : 's'} read (they fill the application):
<ul class="money-notes">${fields.map(([k, v]) => html`<li>${FIELD_LABEL[k] ?? k}: ${String(v!.value)} <span class="muted">(page ${v!.page}, under “${v!.label}”, ${Math.round(v!.confidence * 100)}% sure)</span></li>`)}${declaredItems(d)}</ul>`;
  }
  if (statements) return read;
  const why = d.warnings.filter((w) => w !== 'not_a_statement').map((w) => WARNING_WORDS[w] ?? w).join(' ');
  return html`Not read${why ? html`: ${why}` : '.'}`;
}

/** A file of several papers (a deal package): each run of pages and what it is. */
function partsList(d: DocumentResult): Html {
  if (!d.parts?.length) return html``;
  return html`<ul class="money-notes" aria-label="Papers in this file">${d.parts.map((p) => html`<li>${p.pages[0] === p.pages[1] ? `Page ${p.pages[0]}` : `Pages ${p.pages[0]}-${p.pages[1]}`}: ${KIND_LABEL[p.kind]} <span class="muted">(${Math.round(p.kind_confidence * 100)}% sure)</span></li>`)}</ul>`;
}

/** What the merchant declared for the statements to confirm (compared into the deal's review flags). */
function declaredItems(d: DocumentResult): Html | string {
  const sales = d.form?.declared?.monthly_sales;
  const advances = d.form?.declared?.existing_advances;
  return html`${sales ? html`<li>Declared monthly sales: ${money(sales.value)} <span class="muted">(page ${sales.page}, under “${sales.label}”)</span></li>` : ''}${
    advances?.length ? html`<li>Declared existing advances: ${advances.map((v) => v.value).join(', ')} <span class="muted">(page ${advances[0]!.page})</span></li>` : ''}`;
}

export function documentsSection(result: ParseResult): Html {
  const docs = result.parsing_details.documents;
  if (!docs.length) return html``;
  return html`<h3 id="documents-heading">Documents of the upload</h3>
<div class="table-wrap"><table class="data">
<thead><tr><th scope="col">File</th><th scope="col">What it is</th><th scope="col">Why</th><th scope="col">Read</th></tr></thead>
<tbody>${docs.map((d, i) => html`<tr>
  <th scope="row"><span class="file-name">${d.file_name}</span></th>
  <td>${d.kind ? html`${KIND_LABEL[d.kind]} <span class="muted">(${Math.round((d.kind_confidence ?? 0) * 100)}% sure)</span>${partsList(d)}` : html`<span class="muted">Not classified (read before documents were)</span>`}</td>
  <td class="notes-cell">${d.kind_reason ?? ''}</td>
  <td class="notes-cell">${readFrom(d, result.parsing_details.statements.filter((s) => s.document === i).length)}</td>
</tr>`)}</tbody>
</table></div>`;
}
