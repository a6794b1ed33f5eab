// A deal package: one PDF holding the application, the statements and a voided check (forms/parts.ts). The
// statements read as they read alone, the application's pages fill the application, every page is named; a statement
// alone has no parts.
import { afterAll, describe, expect, it } from 'vitest';
import { createEngines, parseStatements } from '../index.ts';
import { generate } from '../../../test/statements/generator/index.ts';
import { flattenedForm, textPage, voidedCheck, licenceLines } from './test-forms.ts';
import { joinPdfs } from './package.test-util.ts';
import { generate as generatePaper } from '../../../test/forms/generator/index.ts';

const engines = createEngines();
afterAll(() => engines.close());
const parse = (name: string, bytes: Uint8Array) => parseStatements([{ name, bytes }], { engines });
const rows = (r: Awaited<ReturnType<typeof parse>>) => r.parsing_details.statements.map((s) => s.transactions.map((t) => `${t.date} ${t.amount}`));

describe('a deal package in one file', () => {
  it('reads the statements as alone, the application from its pages, and names every paper', async () => {
    const statement = (await generate('credits_debits_running', 11)).pdf;
    const alone = await parse('statement.pdf', statement);
    expect(alone.parsing_details.documents[0]!.parts).toBeUndefined();
    const pages = alone.parsing_details.documents[0]!.pages;

    const pkg = await joinPdfs([await flattenedForm(), statement, await voidedCheck()], engines);
    const r = await parse('package.pdf', pkg);
    const doc = r.parsing_details.documents[0]!;
    expect(doc.kind).toBe('bank_statement');
    expect(doc.parts?.map((p) => [p.pages, p.kind])).toEqual([
      [[1, 1], 'application_form'], [[2, pages + 1], 'bank_statement'], [[pages + 2, pages + 2], 'voided_check']]);
    expect(doc.kind_reason).toContain('page 1 application form');
    expect(rows(r)).toEqual(rows(alone));
    expect(r.financials).toEqual(alone.financials);
    expect(r.application.legal_name).toBe('Summit Ridge Builders, Inc.');
    expect(r.application.applicants?.map((a) => a.last_name)).toContain('Whitaker');
    // The check's routing number and the statement's bank are not the application's.
    expect(doc.form?.fields.legal_name?.page).toBe(1);
  });

  it('names an application placed between the statements, and a licence page after them', async () => {
    const a = (await generate('credits_debits_running', 12)).pdf;
    // (The other author's check: blank, its VOID drawn letter by letter, askew.)
    const check = (await generatePaper('voided_check', 2, {})).pdf;
    const pkg = await joinPdfs([a, await flattenedForm(), await textPage(licenceLines), check], engines);
    const r = await parse('package.pdf', pkg);
    const kinds = r.parsing_details.documents[0]!.parts?.map((p) => p.kind);
    expect(kinds).toEqual(['bank_statement', 'application_form', 'identity_document', 'voided_check']);
    expect(r.application.legal_name).toBe('Summit Ridge Builders, Inc.');
  });

  it('leaves two months of statements in one file one paper', async () => {
    const pkg = await joinPdfs([(await generate('credits_debits_running', 13)).pdf, (await generate('credits_debits_running', 14)).pdf], engines);
    const r = await parse('two-months.pdf', pkg);
    expect(r.parsing_details.documents[0]!.parts).toBeUndefined();
    expect(r.application.applicants ?? []).toEqual([]);
  });

  it('keeps a statement\'s pages of checks paid in the statement: they are no voided check', async () => {
    const seeds = [21, 22, 23, 24];
    for (const seed of seeds) {
      const r = await parse('checks.pdf', (await generate('check_images', seed)).pdf);
      expect(r.parsing_details.statements.length, `seed ${seed}`).toBeGreaterThan(0);
      expect(r.parsing_details.documents[0]!.parts, `seed ${seed}`).toBeUndefined();
    }
  });
});
