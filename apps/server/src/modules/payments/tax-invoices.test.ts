import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financialYearOf, formatInvoiceNumber, planById, type PaymentListAnswer, type PaymentStatusAnswer } from '@inai/shared';
import { ENGINES } from '../../test/databases.js';
import { buyPlan, mailsTo, memberWithProfile, postAs, verifiedMember, type Registered } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const GSTIN = '33AABCI1234A1ZI';
const gold = planById(2)!;

describe.each(ENGINES)('tax invoices of plan payments on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, env: { GSTIN } });
  });
  afterAll(async () => t.close());

  const CITY: Record<string, string> = { 'Tamil Nadu': 'Madurai', Karnataka: 'Bengaluru', Kerala: 'Ernakulam' };
  const from = (state: string, name: string) =>
    memberWithProfile(t.app, { gender: 'Female', dob: '1996-04-14', state, city: CITY[state]!, name });
  const invoiceOf = (answer: PaymentStatusAnswer) => answer.order.invoice!;

  it('splits the GST-inclusive price into CGST and SGST for Tamil Nadu, IGST for another state, ours without a state', async () => {
    const local = await buyPlan(t.app, await from('Tamil Nadu', 'Kavya Raman'), 2);
    expect(local.status.status).toBe('COMPLETED');
    expect(invoiceOf(local.status)).toMatchObject({
      number: expect.stringMatching(/^IM\/\d\d-\d\d\/\d{6}$/),
      supplierGstin: GSTIN,
      supplierState: 'Tamil Nadu',
      supplierStateCode: '33',
      buyerName: 'Kavya Raman',
      placeOfSupply: 'Tamil Nadu',
      placeOfSupplyCode: '33',
      sac: '999799',
      ratePercent: 18,
      // ₹4,999 = ₹4,236.44 + 9 % + 9 %.
      taxable: 423_644,
      cgst: 38_128,
      sgst: 38_128,
      igst: 0,
      total: gold.price,
    });

    const away = await buyPlan(t.app, await from('Karnataka', 'Arun Kumar'), 2);
    expect(invoiceOf(away.status)).toMatchObject({
      buyerName: 'Arun Kumar',
      placeOfSupply: 'Karnataka',
      placeOfSupplyCode: '29',
      taxable: 423_644,
      cgst: 0,
      sgst: 0,
      igst: 76_256,
      total: gold.price,
    });

    // No state on record: the place of supply is the supplier's (IGST Act s.12(2)(b)(ii)).
    const unsaid = await buyPlan(t.app, await verifiedMember(t.app), 3);
    expect(invoiceOf(unsaid.status)).toMatchObject({ placeOfSupplyCode: '33', cgst: 76_264, sgst: 76_264, taxable: 847_372 });

    // The payments list carries the same invoice; an unpaid order has none.
    const member = await from('Kerala', 'Meera Nair');
    const pending = await postAs(t.app, member.token, '/api/payment/initiate', { amount: gold.price });
    const list = (await postAsGet(member, '/api/payments')) as PaymentListAnswer;
    expect(list.data.find((o) => o.orderId === pending.json().orderId)?.invoice).toBeNull();
  });

  it('mails the invoice with the receipt, in the member’s language, and the page answers in it too', async () => {
    const member = await from('Karnataka', 'Divya Suresh');
    await t.app.ctx.db.updateTable('users').set({ locale: 'ta' }).where('id', '=', member.userId).execute();
    const { status } = await buyPlan(t.app, member, 2);
    const invoice = invoiceOf(status);
    const [mail] = (await mailsTo(t.app, member.details.email)).filter((m) => m.subject.includes(status.order.reference));
    expect(mail).toBeDefined();
    for (const line of [
      'வரி விலைப்பட்டியல்',
      `விலைப்பட்டியல் எண்: ${invoice.number}`,
      `எங்கள் GSTIN: ${GSTIN}`,
      'வாங்கியவர்: Divya Suresh',
      'சேவை வழங்கப்படும் இடம்: கர்நாடகா (மாநிலக் குறியீடு 29)',
      'வரிக்குட்பட்ட மதிப்பு: ₹4,236.44',
      'IGST 18%: ₹762.56',
      'மொத்தம், GST உட்பட: ₹4,999',
      'வாங்குபவரே செலுத்த வேண்டிய வரி: இல்லை',
    ])
      expect(mail!.text).toContain(line);
    expect(mail!.text).not.toContain('CGST');
  });

  it('numbers invoices one after another within the financial year, without gaps, when payments complete at once', async () => {
    const before = await lastSerial();
    const members: Registered[] = await Promise.all(
      Array.from({ length: 8 }, (_, i) => from(i % 2 ? 'Tamil Nadu' : 'Kerala', `Payer ${i}`)),
    );
    const answers = await Promise.all(members.map((m) => buyPlan(t.app, m, 1)));
    const serials = answers.map((a) => Number(invoiceOf(a.status).number.slice(-6))).sort((a, b) => a - b);
    expect(serials).toEqual(Array.from({ length: 8 }, (_, i) => before + i + 1));
    const year = financialYearOf(new Date());
    expect(answers.map((a) => invoiceOf(a.status).number).sort()).toEqual(serials.map((s) => formatInvoiceNumber(year, s)));
    expect(await lastSerial()).toBe(before + 8);
    const rows = await t.app.ctx.db.selectFrom('tax_invoices').select(['serial']).orderBy('serial').execute();
    expect(rows.map((r) => r.serial)).toEqual(Array.from({ length: rows.length }, (_, i) => i + 1));
  });

  async function lastSerial(): Promise<number> {
    const row = await t.app.ctx.db
      .selectFrom('invoice_counters')
      .select('last_serial')
      .where('financial_year', '=', financialYearOf(new Date()))
      .executeTakeFirst();
    return row?.last_serial ?? 0;
  }

  async function postAsGet(member: Registered, url: string): Promise<unknown> {
    const response = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${member.token}` } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
});

describe.each(ENGINES)('receipts of a server without a GSTIN on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(async () => t.close());

  it('still numbers and splits the payment, and says the receipt is not a tax invoice', async () => {
    const member = await verifiedMember(t.app);
    const { status } = await buyPlan(t.app, member, 1);
    expect(status.order.invoice).toMatchObject({ supplierGstin: null, cgst: 11_433, sgst: 11_433, taxable: 127_034 });
    const [mail] = (await mailsTo(t.app, member.details.email)).filter((m) => m.subject.includes('receipt'));
    expect(mail!.text).toContain(
      'Tax invoice: This server has no GST registration number configured, so this receipt is not a tax invoice.',
    );
    expect(mail!.text).not.toContain('Our GSTIN');
  });
});
