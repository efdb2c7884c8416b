import type { InvoiceDetail } from '@contract/sales';
import { useTranslation } from 'react-i18next';
import { useLocationSettings } from '@/shared/location/useLocationSettings';
import { numberFormat } from '@/lib/formats';
import { useInvoiceViewer } from '../data/session';
import type { InvoiceNames } from '../data/useInvoiceNames';
import type { LocationFormat } from '../useLocationFormat';
import { receiptOf } from './receipt';
import classes from './receipt.module.css';

const footerSetting = ['receipt_footer_text'] as const;

interface ReceiptPreviewProps {
  invoice: InvoiceDetail;
  names: InvoiceNames;
  format: LocationFormat;
}

/** The invoice as the till's printer would print it, on a narrow roll; the only thing printed. */
export function ReceiptPreview({ invoice, names, format }: ReceiptPreviewProps) {
  const { t } = useTranslation('invoices');
  const { businessName } = useInvoiceViewer();
  const footer = useLocationSettings(invoice.location_id, footerSetting).receipt_footer_text;
  const receipt = receiptOf(invoice, format.money.decimals);
  const digits = format.money.decimals;
  const plain = numberFormat(format.lang, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format;
  const qty = numberFormat(format.lang, { maximumFractionDigits: 3 }).format;
  const money = format.money.format;
  const line = (label: string, amount: string, className?: string, testId?: string) => (
    <div className={`${classes.line} ${className ?? ''}`} data-testid={testId}>
      <span>{label}</span>
      <span className={classes.amount}>{amount}</span>
    </div>
  );
  const details = [
    names.orderType(invoice.order_type_id),
    names.table(invoice.table_id)
      ? t('receipt.table', { name: names.table(invoice.table_id) })
      : null,
    invoice.guests ? t('receipt.guests', { count: invoice.guests }) : null,
  ].filter(Boolean);
  const cashier = names.cashier(invoice.cashier_id);
  return (
    <div className={classes.receipt} data-testid="receipt">
      <div className={classes.center}>
        {businessName ? <div className={classes.business}>{businessName}</div> : null}
        <div>{names.location(invoice.location_id)}</div>
      </div>
      <hr className={classes.rule} />
      {receipt.void ? <div className={classes.banner}>{t('receipt.void')}</div> : null}
      {receipt.refund ? (
        <div className={classes.banner}>
          {receipt.refundOf
            ? t('receipt.refundOf', { number: receipt.refundOf })
            : t('receipt.refund')}
        </div>
      ) : null}
      {line(t('receipt.number'), receipt.number, undefined, 'receipt-number')}
      <div>{format.time(receipt.createdAt, { dateStyle: 'short', timeStyle: 'short' })}</div>
      {details.length ? <div>{details.join(' · ')}</div> : null}
      {cashier ? <div>{t('receipt.cashier', { name: cashier })}</div> : null}
      <hr className={classes.rule} />
      {receipt.rows.map((row, i) =>
        row.kind === 'item' ? (
          <div key={i} data-testid="receipt-item">
            {line(`${qty(row.quantity)} × ${row.name}`, plain(row.amount))}
            {row.complimentary ? (
              <div className={classes.sub}>{t('receipt.complimentary')}</div>
            ) : null}
          </div>
        ) : row.kind === 'modifier' ? (
          <div key={i} data-testid="receipt-modifier">
            {line(`+ ${qty(row.quantity)} × ${row.name}`, plain(row.amount), classes.sub)}
          </div>
        ) : (
          <div key={i}>{line(t('receipt.discount'), `−${plain(row.amount)}`, classes.sub)}</div>
        ),
      )}
      <hr className={classes.rule} />
      {line(t('totals.gross'), plain(receipt.subtotal))}
      {receipt.discounts ? line(t('totals.discounts'), `−${plain(receipt.discounts)}`) : null}
      {receipt.complimentary
        ? line(t('totals.complimentary'), `−${plain(receipt.complimentary)}`)
        : null}
      {line(t('totals.tax'), plain(receipt.tax))}
      {receipt.vat ? line(t('totals.vat'), plain(receipt.vat), classes.sub) : null}
      {line(t('receipt.total'), money(receipt.total), classes.total, 'receipt-total')}
      {receipt.payments.length ? <hr className={classes.rule} /> : null}
      {receipt.payments.map((p, i) => (
        <div key={i}>
          {line(names.paymentMethod(p.methodId) ?? t('payments.unknown'), plain(p.amount))}
          {p.tip ? line(t('receipt.tip'), plain(p.tip), classes.sub) : null}
        </div>
      ))}
      {footer?.trim() ? (
        <>
          <hr className={classes.rule} />
          <div className={classes.center} data-testid="receipt-footer">
            {footer}
          </div>
        </>
      ) : null}
    </div>
  );
}
