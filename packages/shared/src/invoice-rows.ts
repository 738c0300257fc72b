import { formatDate, formatRupees } from './i18n/format.js';
import type { Translator } from './i18n/translator.js';
import type { TaxInvoice } from './schemas/payments.js';

/** One line of a tax invoice: its label and its value, both in the reader's language. */
export interface InvoiceRow {
  label: string;
  value: string;
  /** The row the eye looks for (the total). */
  strong?: boolean;
}

/**
 * The lines of a tax invoice as rule 46 of the CGST Rules asks (docs/decisions/0065), in one
 * order for the receipt page and its mail: number and date, our GSTIN, the buyer and the place of
 * supply, the service with its SAC, the taxable value, each tax at its rate, the total, and
 * whether tax is payable on reverse charge. `plan` is the plan's name in the reader's language.
 */
export function invoiceRows(t: Translator, invoice: TaxInvoice, plan: string): InvoiceRow[] {
  const rupees = (paise: number) => formatRupees(paise, t.locale);
  const state = (name: string, code: string) =>
    t('invoice.stateWithCode', { state: t.lookup(`option.indianState.${name}`), code });
  const half = invoice.ratePercent / 2;
  const taxes: InvoiceRow[] =
    invoice.igst > 0
      ? [{ label: t('invoice.igst', { rate: invoice.ratePercent }), value: rupees(invoice.igst) }]
      : [
          { label: t('invoice.cgst', { rate: half }), value: rupees(invoice.cgst) },
          { label: t('invoice.sgst', { rate: half }), value: rupees(invoice.sgst) },
        ];
  return [
    { label: t('invoice.number'), value: invoice.number },
    { label: t('invoice.date'), value: formatDate(invoice.issuedAt, t.locale) },
    ...(invoice.supplierGstin ? [{ label: t('invoice.gstin'), value: invoice.supplierGstin }] : []),
    { label: t('invoice.billedTo'), value: invoice.buyerName },
    { label: t('invoice.placeOfSupply'), value: state(invoice.placeOfSupply, invoice.placeOfSupplyCode) },
    { label: t('invoice.service'), value: t('invoice.serviceValue', { plan, sac: invoice.sac }) },
    { label: t('invoice.taxable'), value: rupees(invoice.taxable) },
    ...taxes,
    { label: t('invoice.total'), value: rupees(invoice.total), strong: true },
    { label: t('invoice.reverseCharge'), value: t('invoice.no') },
  ];
}
