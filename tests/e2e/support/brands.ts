import { showPath, type OpenApp } from './openApp';
import { expect, type Locator, type Page } from '@playwright/test';

/** The brands screen, driven the way a user drives it. */
export class BrandsScreen {
  /** On a page of its own, or on the worker's open app (`app` fixture), moved around in the app. */
  constructor(
    readonly page: Page,
    private readonly app?: OpenApp,
  ) {}

  private show(path: string): Promise<void> {
    return showPath(this.page, this.app, path);
  }

  async goto(): Promise<void> {
    await this.show('/dashboard/products/brands');
    await this.expectLoaded();
  }

  async expectLoaded(): Promise<void> {
    await expect(this.page.getByTestId('entity-screen-brands')).toBeVisible();
    await expect(this.page.getByTestId('entity-total')).toBeVisible();
  }

  /** Shows only the rows whose name or reference contains `text`. */
  async search(text: string): Promise<void> {
    await this.page.getByTestId('entity-search').fill(text);
  }

  rows(): Locator {
    return this.page.getByTestId('entity-row');
  }

  /** The row showing exactly this name. */
  row(name: string): Locator {
    return this.rows().filter({ has: this.page.getByText(name, { exact: true }) });
  }

  /** The add/edit drawer (its test id sits on a wrapper without a box, so find the dialog). */
  form(): Locator {
    return this.page.getByRole('dialog').filter({ has: this.page.getByTestId('entity-save') });
  }

  /** The "are you sure" dialog (found by role, like the form). */
  confirmDialog(): Locator {
    return this.page.getByRole('dialog').filter({ has: this.page.getByTestId('confirm-ok') });
  }

  async create(name: string): Promise<void> {
    await this.page.getByTestId('entity-add').click();
    const form = this.form();
    await expect(form).toBeVisible();
    await form.getByTestId('field-name').fill(name);
    await form.getByTestId('entity-save').click();
    await expect(form).toBeHidden();
    await expect(this.row(name)).toBeVisible();
  }

  async rename(from: string, to: string): Promise<void> {
    await this.row(from).getByText(from, { exact: true }).click();
    const form = this.form();
    await expect(form).toBeVisible();
    await form.getByTestId('field-name').fill(to);
    await form.getByTestId('entity-save').click();
    await expect(form).toBeHidden();
    await expect(this.row(to)).toBeVisible();
  }

  async delete(name: string): Promise<void> {
    await this.row(name).getByTestId('row-delete').click();
    const dialog = this.confirmDialog();
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('confirm-ok').click();
    await expect(dialog).toBeHidden();
    await expect(this.row(name)).toHaveCount(0);
  }

  /** The row carries the "not yet on the server" badge, or not. */
  async expectPendingBadge(name: string, shown = true): Promise<void> {
    await expect(this.row(name).getByTestId('pending-badge')).toHaveCount(shown ? 1 : 0);
  }
}
