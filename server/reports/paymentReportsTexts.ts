import type { exportLanguages } from '@contract/dailySync';

/**
 * The words of the advanced payments export, in the seven languages of the app. The workbook is
 * built on the server, away from the screens' translation files, so its few headings live here with
 * the code that writes them.
 */

export type ExportLanguage = (typeof exportLanguages)[number];

export interface PaymentExportTexts {
  title: string;
  sheet: string;
  period: string;
  locations: string;
  paymentMethod: string;
  currency: string;
  date: string;
  number: string;
  location: string;
  kind: string;
  amount: string;
  tip: string;
  sale: string;
  refund: string;
  total: string;
}

export const paymentExportTexts: Record<ExportLanguage, PaymentExportTexts> = {
  en: {
    title: 'Advanced payments',
    sheet: 'Payments',
    period: 'Period',
    locations: 'Locations',
    paymentMethod: 'Payment method',
    currency: 'Currency',
    date: 'Date',
    number: 'Invoice',
    location: 'Location',
    kind: 'Type',
    amount: 'Amount',
    tip: 'Tip',
    sale: 'Sale',
    refund: 'Refund',
    total: 'Total',
  },
  de: {
    title: 'Erweiterte Zahlungsübersicht',
    sheet: 'Zahlungen',
    period: 'Zeitraum',
    locations: 'Standorte',
    paymentMethod: 'Zahlungsart',
    currency: 'Währung',
    date: 'Datum',
    number: 'Rechnung',
    location: 'Standort',
    kind: 'Art',
    amount: 'Betrag',
    tip: 'Trinkgeld',
    sale: 'Verkauf',
    refund: 'Erstattung',
    total: 'Summe',
  },
  es: {
    title: 'Pagos detallados',
    sheet: 'Pagos',
    period: 'Período',
    locations: 'Locales',
    paymentMethod: 'Método de pago',
    currency: 'Moneda',
    date: 'Fecha',
    number: 'Factura',
    location: 'Local',
    kind: 'Tipo',
    amount: 'Importe',
    tip: 'Propina',
    sale: 'Venta',
    refund: 'Reembolso',
    total: 'Total',
  },
  ar: {
    title: 'تقرير المدفوعات المفصل',
    sheet: 'المدفوعات',
    period: 'الفترة',
    locations: 'المواقع',
    paymentMethod: 'طريقة الدفع',
    currency: 'العملة',
    date: 'التاريخ',
    number: 'الفاتورة',
    location: 'الموقع',
    kind: 'النوع',
    amount: 'المبلغ',
    tip: 'الإكرامية',
    sale: 'بيع',
    refund: 'استرداد',
    total: 'الإجمالي',
  },
  sr: {
    title: 'Detaljna plaćanja',
    sheet: 'Plaćanja',
    period: 'Period',
    locations: 'Lokacije',
    paymentMethod: 'Način plaćanja',
    currency: 'Valuta',
    date: 'Datum',
    number: 'Račun',
    location: 'Lokacija',
    kind: 'Vrsta',
    amount: 'Iznos',
    tip: 'Bakšiš',
    sale: 'Prodaja',
    refund: 'Povraćaj',
    total: 'Ukupno',
  },
  ru: {
    title: 'Подробный отчёт по оплатам',
    sheet: 'Оплаты',
    period: 'Период',
    locations: 'Точки',
    paymentMethod: 'Способ оплаты',
    currency: 'Валюта',
    date: 'Дата',
    number: 'Счёт',
    location: 'Точка',
    kind: 'Тип',
    amount: 'Сумма',
    tip: 'Чаевые',
    sale: 'Продажа',
    refund: 'Возврат',
    total: 'Итого',
  },
  kk: {
    title: 'Төлемдер бойынша толық есеп',
    sheet: 'Төлемдер',
    period: 'Кезең',
    locations: 'Нүктелер',
    paymentMethod: 'Төлем тәсілі',
    currency: 'Валюта',
    date: 'Күні',
    number: 'Шот',
    location: 'Нүкте',
    kind: 'Түрі',
    amount: 'Сомасы',
    tip: 'Шайпұл',
    sale: 'Сатылым',
    refund: 'Қайтарым',
    total: 'Барлығы',
  },
};
