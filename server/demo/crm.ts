import { resources, type ResourceDef } from '@contract/registry';
import type { DemoBusiness } from './business';
import { seededRandom } from './salesRandom';
import type { DemoWriter } from './writer';

/** How many diners the demo business knows (issue 13). */
export const DEMO_CRM_CUSTOMERS = 200;

const crm = resources.crmCustomers as unknown as ResourceDef;

/** First and last names in the demo's languages, so lists and searches show every script. */
const names: Record<string, { first: string[]; last: string[]; phone: string }> = {
  en: {
    first: ['Emma', 'Oliver', 'Amelia', 'Harry', 'Isla', 'Jack', 'Sophie', 'George'],
    last: ['Smith', 'Taylor', 'Brown', 'Wilson', 'Evans', 'Clarke', 'Walker', 'Hughes'],
    phone: '+4477009',
  },
  de: {
    first: ['Lukas', 'Anna', 'Jonas', 'Lea', 'Felix', 'Marie', 'Paul', 'Jana'],
    last: ['Müller', 'Schmidt', 'Weber', 'Fischer', 'Becker', 'Wagner', 'Schäfer', 'Koch'],
    phone: '+4915201',
  },
  es: {
    first: ['Lucía', 'Mateo', 'Sofía', 'Hugo', 'Valeria', 'Martín', 'Carmen', 'Diego'],
    last: ['García', 'Martínez', 'López', 'Sánchez', 'Pérez', 'Gómez', 'Ruiz', 'Díaz'],
    phone: '+3461200',
  },
  ar: {
    first: ['محمد', 'فاطمة', 'أحمد', 'مريم', 'خالد', 'نورة', 'عمر', 'ليلى'],
    last: ['الحداد', 'المنصوري', 'الكعبي', 'الشامسي', 'النعيمي', 'الزعابي', 'الهاشمي', 'السويدي'],
    phone: '+9715012',
  },
  sr: {
    first: ['Марко', 'Јелена', 'Никола', 'Милица', 'Стефан', 'Ана', 'Лука', 'Ивана'],
    last: [
      'Јовановић',
      'Петровић',
      'Николић',
      'Марковић',
      'Ђорђевић',
      'Стојановић',
      'Илић',
      'Павловић',
    ],
    phone: '+3816412',
  },
  ru: {
    first: ['Иван', 'Анна', 'Дмитрий', 'Мария', 'Алексей', 'Елена', 'Сергей', 'Ольга'],
    last: ['Иванов', 'Смирнов', 'Кузнецов', 'Попов', 'Соколов', 'Лебедев', 'Козлов', 'Новиков'],
    phone: '+7916123',
  },
  kk: {
    first: ['Айгерім', 'Нұрлан', 'Дана', 'Ерлан', 'Әсел', 'Бауыржан', 'Гүлнар', 'Арман'],
    last: [
      'Серікұлы',
      'Ахметова',
      'Жұмабаев',
      'Сейітова',
      'Оспанов',
      'Қасымова',
      'Төлеуов',
      'Бекова',
    ],
    phone: '+7701555',
  },
};
const languages = Object.keys(names);
/** Most guests of a Dubai business write in English or Arabic; the rest spread over the others. */
const languageWeights = [30, 8, 8, 34, 6, 8, 6];
const tagPool = ['vip', 'regular', 'vegan', 'birthday-club', 'corporate', 'allergies', 'delivery'];
const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^\p{ASCII}]/gu, '')
    .toLowerCase();

/**
 * 200 CRM customers with varied names, phones and emails, tags, consent for some, birthdays and
 * loyalty balances. Their visits come from the demo sales, which name a customer on a share of
 * invoices (`demoGuestOf`); the ids are made here, after every other demo row, so nothing moves.
 */
export async function seedCrmCustomers(w: DemoWriter, business: DemoBusiness): Promise<void> {
  const random = seededRandom('demo-crm');
  const usedEmails = new Set<string>();
  for (let i = 0; i < DEMO_CRM_CUSTOMERS; i++) {
    const lang = random.weighted(languages, (_, index) => languageWeights[index]!);
    const pool = names[lang]!;
    const first = random.pick(pool.first);
    const last = random.pick(pool.last);
    const handle = ascii(`${first}.${last}`).replace(/[^a-z.]/g, '');
    let email = '';
    if (handle.replace(/\./g, '').length >= 3 && random.chance(0.7)) {
      email = `${handle}${i}@example.com`;
      if (usedEmails.has(email)) email = '';
      usedEmails.add(email);
    }
    const consent = random.chance(0.45);
    const tags = tagPool.filter(() => random.chance(0.18)).slice(0, 3);
    const birthday = random.chance(0.6)
      ? `${random.int(1955, 2004)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`
      : null;
    const row = await w.add(crm, {
      name: `${first} ${last}`,
      // Unique by construction: the index fills the last digits.
      phone: random.chance(0.92) ? `${pool.phone}${String(1000 + i).padStart(4, '0')}` : '',
      email,
      birthday,
      tags,
      marketing_consent: consent,
      consent_changed_at: consent ? w.now() : null,
      notes: tags.includes('allergies') ? 'Nut allergy: tell the kitchen' : '',
      home_location_id: random.pick(business.restaurantIds),
    });
    if (random.chance(0.4)) {
      await w.trx
        .insertInto('crm_loyalty_entries')
        .values({
          id: w.id(),
          customer_id: w.customerId,
          crm_customer_id: row.id,
          points: random.int(1, 60) * 10,
          reason: 'Welcome points',
          created_by: null,
          created_at: w.now(),
        })
        .execute();
    }
  }
}

/** cyrb-like hash of an id: which demo invoices name a guest, with no draw of the sales' randomness. */
function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * The CRM customer a demo sale names, or null: about a third of the sales at the tills name a known
 * guest, picked from the invoice's own id, so the sales' figures and random draws stay exactly as
 * they were before guests were named.
 */
export function demoGuestOf(crmIds: readonly string[], invoiceId: string): string | null {
  if (crmIds.length === 0) return null;
  const h = hashOf(invoiceId);
  if (h % 3 !== 0) return null;
  return crmIds[Math.floor(h / 3) % crmIds.length]!;
}
