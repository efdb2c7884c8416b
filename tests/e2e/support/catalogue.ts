import { showPath, type OpenApp } from './openApp';
import { expect, type Locator, type Page } from '@playwright/test';
import type { ServerApi, ServerRow } from './api';

/** A real 1×1 PNG (a red pixel): what the server checks by content must take it as an image. */
export const PNG_PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

interface ListReply {
  data: ServerRow[];
}

/** Every row of a catalogue resource as the server has it (`path` as in `/api/<path>`). */
export async function serverRows(
  api: ServerApi,
  path: string,
  { deleted = false }: { deleted?: boolean } = {},
): Promise<ServerRow[]> {
  const { status, body } = await api.call<ListReply>(
    'GET',
    `/${path}?limit=1000${deleted ? '&include_deleted=1' : ''}`,
  );
  expect(status, `listing ${path}`).toBe(200);
  return body.data;
}

/** The rows of a resource whose name contains `tag`, tombstones included. */
export async function serverRowsTagged(
  api: ServerApi,
  path: string,
  tag: string,
): Promise<ServerRow[]> {
  const { status, body } = await api.call<ListReply>(
    'GET',
    `/${path}?limit=1000&include_deleted=1&search=${encodeURIComponent(tag)}`,
  );
  expect(status, `listing ${path} matching ${tag}`).toBe(200);
  return body.data.filter((row) => row.name.includes(tag));
}

/** Creates a row of a catalogue resource straight on the server. */
export async function createRow(
  api: ServerApi,
  path: string,
  fields: Record<string, unknown>,
): Promise<ServerRow> {
  const { status, body } = await api.call<ServerRow>('POST', `/${path}`, fields);
  expect(status, `creating ${path} ${JSON.stringify(fields.name)}: ${JSON.stringify(body)}`).toBe(
    201,
  );
  return body;
}

/** The product page (`/dashboard/products/create` and a product's own page). */
export class ProductPage {
  /** On a page of its own, or on the worker's open app (`app` fixture), moved around in the app. */
  constructor(
    readonly page: Page,
    private readonly app?: OpenApp,
  ) {}

  private show(path: string): Promise<void> {
    return showPath(this.page, this.app, path);
  }

  form(): Locator {
    return this.page.getByTestId('product-form');
  }

  async gotoCreate(): Promise<void> {
    await this.show('/dashboard/products/create');
    await expect(this.form()).toBeVisible();
  }

  field(key: string): Locator {
    return this.form().getByTestId(`field-${key}`);
  }

  /** The price input on the line of this channel in the prices-per-channel table. */
  channelPrice(channelName: string): Locator {
    return this.field('channel_prices')
      .getByTestId('channel-line')
      .filter({ hasText: channelName })
      .getByRole('textbox');
  }

  /** Adds a modifier group by picking it in the "add a modifier group" select. */
  async addModifier(name: string): Promise<void> {
    const select = this.form().getByTestId('modifier-add');
    await select.click();
    await select.fill(name);
    await this.page.getByRole('option', { name, exact: true }).click();
    await expect(this.form().getByTestId('modifier-rule').filter({ hasText: name })).toBeVisible();
  }

  /** Chooses an image file through the image input's own file chooser. */
  async chooseImage(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    const [chooser] = await Promise.all([
      this.page.waitForEvent('filechooser'),
      this.form().getByTestId('image-choose').click(),
    ]);
    await chooser.setFiles(file);
    await expect(this.form().getByTestId('image-input-image_url').locator('img')).toBeVisible();
  }

  async save(): Promise<void> {
    await this.form().getByTestId('product-save').click();
  }
}
