import { changePct } from '@contract/change';
import type { SalesFigureKey } from '@contract/sales';
import type { ReportContent } from './content';
import { emailFormat } from './format';
import { emailTexts, isRightToLeft } from './texts';

/**
 * A report email as it is sent: subject, an HTML body simple enough for any mail program (tables
 * and inline styles, one column, right to left in Arabic) and the same words as plain text for
 * programs that show no HTML.
 */

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** The figures an email lists, and whether a rise is good news (colours the change). */
const shownFigures: ReadonlyArray<{ key: SalesFigureKey; riseIsGood: boolean | null }> = [
  { key: 'net_sales', riseIsGood: true },
  { key: 'transactions', riseIsGood: true },
  { key: 'average_order_value', riseIsGood: true },
  { key: 'tax', riseIsGood: null },
  { key: 'refunds', riseIsGood: false },
  { key: 'discounts', riseIsGood: false },
];

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const colours = {
  text: '#1f2933',
  muted: '#616e7c',
  line: '#e4e7eb',
  up: '#1b7f3b',
  down: '#c0392b',
};

export function renderReportEmail(content: ReportContent): RenderedEmail {
  const { language, kind } = content;
  const t = emailTexts(language);
  const f = emailFormat(language, t, content.location);
  const rtl = isRightToLeft(language);
  const dir = rtl ? 'rtl' : 'ltr';
  const start = rtl ? 'right' : 'left';
  const end = rtl ? 'left' : 'right';
  const period = f.period(content.period.from, content.period.to);
  const subject = t(`subject.${kind}`, { location: content.location.name, period });
  const title = t(`title.${kind}`);
  const compared = t('comparedWith', {
    period: f.period(content.compare.from, content.compare.to),
  });

  const valueOf = (key: SalesFigureKey, value: number) =>
    key === 'transactions' ? f.count(value) : f.money(value);
  const rows = shownFigures.map(({ key, riseIsGood }) => {
    const pct = changePct(content.figures[key], content.previous[key]);
    const good = pct === null || pct === 0 || riseIsGood === null ? null : pct > 0 === riseIsGood;
    return {
      label: t(`figures.${key}`),
      current: valueOf(key, content.figures[key]),
      previous: valueOf(key, content.previous[key]),
      change: f.change(pct),
      colour: good === null ? colours.muted : good ? colours.up : colours.down,
    };
  });
  const products = content.topProducts.map((p, i) => ({
    rank: f.count(i + 1),
    name: p.name,
    quantity: f.count(p.quantity),
    net: f.money(p.net_sales),
  }));

  const cell = (align: string, extra = '') =>
    `style="padding:8px 4px;border-bottom:1px solid ${colours.line};text-align:${align};${extra}"`;
  const head = (align: string) =>
    `style="padding:8px 4px;border-bottom:2px solid ${colours.line};text-align:${align};color:${colours.muted};font-size:12px;font-weight:600"`;
  // Amounts keep their own direction inside a right-to-left table, so signs and codes stay put.
  const number = (text: string) => `<span dir="ltr">${escapeHtml(text)}</span>`;
  const h = escapeHtml;
  // A name keeps its own direction in a text of the other direction (an English name in Arabic).
  const name = (text: string) => `<span dir="auto">${h(text)}</span>`;

  const totals = rows
    .map(
      (r) =>
        // The period before sits under this period's figure: three columns fit a phone.
        `<tr><td ${cell(start)}>${h(r.label)}</td><td ${cell(end)}><div style="font-weight:600">${number(r.current)}</div>` +
        `<div style="color:${colours.muted};font-size:12px">${number(r.previous)}</div></td>` +
        `<td ${cell(end, `color:${r.colour};white-space:nowrap`)}>${number(r.change)}</td></tr>`,
    )
    .join('');
  const productRows = products
    .map(
      (p) =>
        `<tr><td ${cell(start, `color:${colours.muted};width:24px`)}>${h(p.rank)}</td><td ${cell(start)}>${name(p.name)}</td>` +
        `<td ${cell(end)}>${number(p.quantity)}</td><td ${cell(end)}>${number(p.net)}</td></tr>`,
    )
    .join('');
  const productsBlock = products.length
    ? `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="border-collapse:collapse;font-size:14px">` +
      `<tr><th ${head(start)}></th><th ${head(start)}>${h(t('columns.product'))}</th><th ${head(end)}>${h(t('columns.quantity'))}</th><th ${head(end)}>${h(t('figures.net_sales'))}</th></tr>` +
      `${productRows}</table>`
    : `<p style="margin:0;color:${colours.muted}">${h(t('noProducts'))}</p>`;

  const html =
    `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${h(subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f5f7fa">` +
    `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#f5f7fa"><tr><td align="center" style="padding:16px 8px">` +
    `<table role="presentation" dir="${dir}" width="100%" cellspacing="0" cellpadding="0" style="max-width:600px;background:#ffffff;border:1px solid ${colours.line};border-radius:8px;font-family:-apple-system,'Segoe UI',Roboto,Tahoma,Arial,sans-serif;color:${colours.text};text-align:${start}">` +
    `<tr><td style="padding:20px 16px">` +
    `<p style="margin:0 0 4px;color:${colours.muted};font-size:13px">${name(content.businessName)}</p>` +
    `<h1 style="margin:0 0 4px;font-size:22px;line-height:1.3">${h(title)}</h1>` +
    `<p style="margin:0 0 20px;font-size:15px">${name(content.location.name)} · ${h(period)}</p>` +
    `<h2 style="margin:0 0 8px;font-size:16px">${h(t('totals'))}</h2>` +
    `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="border-collapse:collapse;font-size:14px">` +
    `<tr><th ${head(start)}>${h(t('columns.figure'))}</th><th ${head(end)}>${h(t('columns.current'))}<div style="font-weight:400">${h(t('columns.previous'))}</div></th><th ${head(end)}>${h(t('columns.change'))}</th></tr>` +
    `${totals}</table>` +
    `<p style="margin:8px 0 24px;color:${colours.muted};font-size:12px">${h(compared)}</p>` +
    `<h2 style="margin:0 0 8px;font-size:16px">${h(t('topProducts'))}</h2>${productsBlock}` +
    `<p style="margin:24px 0 0;font-size:14px">${h(t('attachment'))}</p>` +
    `<p style="margin:16px 0 0;color:${colours.muted};font-size:12px">${h(t(`why.${kind}`))}</p>` +
    `</td></tr></table></td></tr></table></body></html>`;

  const text = [
    title,
    `${content.location.name} · ${period}`,
    '',
    `${t('totals')}:`,
    ...rows.map((r) => `- ${r.label}: ${r.current} (${r.previous}, ${r.change})`),
    compared,
    '',
    `${t('topProducts')}:`,
    ...(products.length
      ? products.map((p) => `${p.rank}. ${p.name}: ${p.quantity} · ${p.net}`)
      : [t('noProducts')]),
    '',
    t('attachment'),
    '',
    t(`why.${kind}`),
  ].join('\n');

  return { subject, html, text };
}
