import { describe, expect, it } from 'vitest';
import { resources } from '@contract/registry';
import { buildWorkbook, readSpreadsheet, type SheetData } from '@/lib/spreadsheet';
import { exportColumns, exportRows, templateRow } from './export-rows';
import { mapHeaders } from './import-cells';
import { ImportFileError, planImport, type PlannedRow } from './import-plan';

const BRAND_A = '0193f000-0000-7000-8000-00000000b001';
const BRAND_B = '0193f000-0000-7000-8000-00000000b002';
const LOC_1 = '0193f000-0000-7000-8000-00000000a001';

const meta = {
  customer_id: '0193f000-0000-7000-8000-0000000000c1',
  location_id: null,
  version: 3,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-02T10:00:00.000Z',
  deleted_at: null,
};

const brands = [
  {
    ...meta,
    id: BRAND_A,
    name: 'Burger Co',
    name_localized: { de: 'Burger GmbH' },
    reference: 'BRG',
    description: '',
    logo_url: '',
    color: '#1e88e5',
    is_active: true,
    sort_order: 1,
  },
  {
    ...meta,
    id: BRAND_B,
    name: 'Bean Bar',
    name_localized: {},
    reference: '',
    description: 'Coffee',
    logo_url: '',
    color: null,
    is_active: true,
    sort_order: 2,
  },
];

const locations = [
  {
    ...meta,
    id: LOC_1,
    name: 'Marina Mall',
    name_localized: { ar: 'مارينا مول' },
    reference: 'L1',
    kind: 'restaurant',
    brand_id: BRAND_A,
    address: 'Marina Mall, level 1',
    city: 'Abu Dhabi',
    country: 'AE',
    phone: '+971 2 000 0000',
    email: 'marina@backhouse.demo',
    tax_number: '100',
    latitude: 24.4539,
    longitude: 54.3773,
    order_cutoff_time: '14:00',
    delivery_days: [0, 1, 2, 3, 4],
    is_active: true,
    sort_order: 0,
  },
];

const csv = async (text: string) =>
  readSpreadsheet(Object.assign(new Blob([text]), { name: 'import.csv' }));

const planBrands = (sheet: SheetData) =>
  planImport({
    def: resources.brands,
    sheet,
    existing: brands,
    matchBy: ['reference', 'name'],
  });

const planLocations = (sheet: SheetData) =>
  planImport({
    def: resources.locations,
    sheet,
    existing: locations,
    matchBy: ['reference', 'name'],
    lookups: new Map([['brands', brands]]),
  });

const summary = (rows: PlannedRow[]) =>
  rows.map((r) => [
    r.line,
    r.status,
    r.changed.join(','),
    r.problems.map((p) => `${p.path}:${p.code}`).join(','),
  ]);

describe('planImport: matching and classification', () => {
  it('matches by id, else by reference, else by name, ignoring case', async () => {
    const plan = planBrands(
      await csv(
        [
          'id,name,reference,sort_order',
          `${BRAND_B},Bean Bar,,2`,
          ',Burger Company,brg,1',
          ',BEAN BAR,,5',
          ',New Brand,NEW,0',
        ].join('\n'),
      ),
    );
    expect(summary(plan.rows)).toEqual([
      [2, 'unchanged', '', ''],
      [3, 'update', 'name,reference', ''],
      [4, 'error', '', '_:duplicate_in_file'],
      [5, 'create', '', ''],
    ]);
    expect(plan.rows[1]).toMatchObject({
      id: BRAND_A,
      fields: { name: 'Burger Company', reference: 'brg' },
    });
    expect(plan.rows[3]!.fields).toMatchObject({
      name: 'New Brand',
      reference: 'NEW',
      is_active: true,
    });
    expect(plan.counts).toEqual({ create: 1, update: 1, unchanged: 1, error: 1 });
  });

  it('falls back to the natural key when the id is unknown, and creates when nothing matches', async () => {
    const plan = planBrands(
      await csv(
        ['id,name', '0193f000-0000-7000-8000-00000000ffff,Bean Bar', 'nope,Fresh'].join('\n'),
      ),
    );
    expect(summary(plan.rows)).toEqual([
      [2, 'unchanged', '', ''],
      [3, 'create', '', ''],
    ]);
  });

  it('flags two new rows with the same natural key', async () => {
    const plan = planBrands(await csv('name\nTaco Town\ntaco town\n'));
    expect(summary(plan.rows)).toEqual([
      [2, 'create', '', ''],
      [3, 'error', '', '_:duplicate_in_file'],
    ]);
    expect(plan.rows[1]!.problems[0]!.params).toEqual({ line: 2 });
  });

  it('flags a name that matches several existing rows', () => {
    const twins = [brands[1]!, { ...brands[1]!, id: '0193f000-0000-7000-8000-00000000b003' }];
    const plan = planImport({
      def: resources.brands,
      sheet: { headers: ['name', 'sort_order'], rows: [{ line: 2, cells: ['bean bar', 9] }] },
      existing: twins,
      matchBy: ['reference', 'name'],
    });
    expect(summary(plan.rows)).toEqual([[2, 'error', '', 'name:ambiguous_match']]);
  });
});

describe('planImport: bad cells are row errors', () => {
  it('reports text in a number column, an unknown enum value, a bad colour and a bad boolean', async () => {
    const plan = planLocations(
      await csv(
        [
          'name;kind;latitude;is_active;email',
          'One;restaurant;north;yes;',
          'Two;spaceship;1;no;',
          'Three;cafe;91;maybe;not-an-email',
          'Four;Cafe;24,5;TRUE;four@x.test',
        ].join('\n'),
      ),
    );
    expect(summary(plan.rows)).toEqual([
      [2, 'error', '', 'latitude:invalid_type'],
      [3, 'error', '', 'kind:one_of'],
      [4, 'error', '', 'email:email,latitude:too_big,is_active:invalid_type'],
      [5, 'create', '', ''],
    ]);
    // The preview can show what the file said next to the message.
    expect(plan.rows[0]!.problems[0]!.value).toBe('north');
    expect(plan.rows[4 - 1]!.fields).toMatchObject({
      kind: 'cafe',
      latitude: 24.5,
      is_active: true,
    });
    const colour = planBrands(await csv('name,color\nRed,red\nBlue,#0000ff\n'));
    expect(summary(colour.rows)).toEqual([
      [2, 'error', '', 'color:hex_color'],
      [3, 'create', '', ''],
    ]);
  });

  it('reads references by name or id and reports unknown ones', async () => {
    const plan = planLocations(
      await csv(
        [
          'name,brand_id',
          'A,bean bar',
          `B,${BRAND_A}`,
          'C,Nobody',
          'D,0193f000-0000-7000-8000-00000000dead',
          'E,',
        ].join('\n'),
      ),
    );
    expect(summary(plan.rows)).toEqual([
      [2, 'create', '', ''],
      [3, 'create', '', ''],
      [4, 'error', '', 'brand_id:uuid'],
      [5, 'error', '', 'brand_id:unknown_reference'],
      [6, 'create', '', ''],
    ]);
    expect(plan.rows[0]!.fields.brand_id).toBe(BRAND_B);
    expect(plan.rows[4]!.fields.brand_id).toBeNull();
  });

  it('keeps a formula as text and reports bad JSON in an object column', async () => {
    const plan = planBrands(
      await csv('name,description,name_localized\nF,=SUM(A1:A9),{}\nG,,{de: broken\n'),
    );
    expect(plan.rows[0]).toMatchObject({
      status: 'create',
      fields: { description: '=SUM(A1:A9)' },
    });
    expect(summary(plan.rows)[1]).toEqual([3, 'error', '', 'name_localized:invalid_type']);
  });

  it('checks the rules across fields', () => {
    const plan = planImport({
      def: resources.modifiers,
      sheet: {
        headers: ['name', 'min_select', 'max_select'],
        rows: [
          { line: 2, cells: ['Milk', 3, 1] },
          { line: 3, cells: ['Size', 1, 1] },
        ],
      },
      existing: [],
      matchBy: ['reference', 'name'],
    });
    expect(summary(plan.rows)).toEqual([
      [2, 'error', '', 'min_select:min_above_max'],
      [3, 'create', '', ''],
    ]);
  });

  it('checks unique fields against stored rows and the rest of the file, ignoring case', () => {
    const existing = [
      {
        ...meta,
        id: '0193f000-0000-7000-8000-00000000c001',
        code: 'SUMMER',
        name: '',
        discount_id: '0193f000-0000-7000-8000-00000000d001',
        max_uses: null,
        max_uses_per_customer: null,
        starts_on: null,
        ends_on: null,
        is_active: true,
      },
    ];
    const plan = planImport({
      def: resources.coupons,
      sheet: {
        headers: ['code', 'name', 'discount_id'],
        rows: [
          { line: 2, cells: ['WINTER', 'w', '0193f000-0000-7000-8000-00000000d001'] },
          { line: 3, cells: ['winter', 'w2', '0193f000-0000-7000-8000-00000000d001'] },
        ],
      },
      existing,
      matchBy: ['name'],
    });
    expect(summary(plan.rows)).toEqual([
      [2, 'create', '', ''],
      [3, 'error', '', 'code:duplicate'],
    ]);
  });
});

describe('planImport: columns', () => {
  it('ignores unknown columns and says which', async () => {
    const plan = planBrands(await csv('Name,Colour,Sort Order,notes\nX,#00ff00,4,hello\n'));
    expect(plan.columns).toEqual(['name', 'sort_order']);
    expect(plan.ignored).toEqual(['Colour', 'notes']);
    expect(plan.rows[0]!.fields).toMatchObject({ name: 'X', sort_order: 4, color: null });
  });

  it('accepts other names for columns, such as translated labels', () => {
    const mapping = mapHeaders(resources.brands, ['Farbe', 'Name'], new Map([['farbe', 'color']]));
    expect(mapping.columns).toEqual([
      { index: 0, key: 'color' },
      { index: 1, key: 'name' },
    ]);
  });

  it('refuses a file with no recognised columns', async () => {
    const sheet = await csv('foo,bar,id\n1,2,3\n');
    expect(() => planBrands(sheet)).toThrow(ImportFileError);
  });
});

describe('export and import round trip', () => {
  it('gives "unchanged" for every exported row', async () => {
    for (const [def, rows, plan] of [
      [resources.brands, brands, planBrands],
      [resources.locations, locations, planLocations],
    ] as const) {
      const data = await buildWorkbook({
        sheetName: def.collection,
        columns: exportColumns(def),
        rows: exportRows(def, rows),
      });
      const sheet = await readSpreadsheet(new Blob([data]), 'export.xlsx');
      const result = plan(sheet);
      expect(result.rows.map((r) => r.status)).toEqual(rows.map(() => 'unchanged'));
      expect(result.ignored).toEqual([]);
    }
  });

  it('the template imports as one new row', async () => {
    const data = await buildWorkbook({
      sheetName: 'brands',
      columns: exportColumns(resources.brands),
      rows: [templateRow(resources.brands, { name: 'Example brand', reference: 'EX-1' })],
    });
    const plan = planBrands(await readSpreadsheet(new Blob([data]), 'template.xlsx'));
    expect(summary(plan.rows)).toEqual([[2, 'create', '', '']]);
  });
});
