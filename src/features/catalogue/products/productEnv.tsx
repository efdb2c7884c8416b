import { createContext, useContext, type ReactNode } from 'react';
import { moneyFormat, type MoneyFormat } from '@/lib/money';

/** An image chosen for a product not saved yet: queued for upload right after the product is created. */
export interface ImageDraft {
  file: File;
}

/**
 * What the product inputs need beyond the generic form: the product's id, how money is written, and
 * which locations the user may price. Given by the product form page and by the product lists (whose
 * quick form, rendered in a portal, still sits inside this context).
 */
export interface ProductEnv {
  money: MoneyFormat;
  /** The product being edited; null for a new one, or when the form does not say (quick form). */
  productId: string | null;
  /** The user may change this location's price and availability. */
  mayEditLocation: (locationId: string) => boolean;
  /** The image chosen for a new product (the product form only; absent elsewhere). */
  imageDraft?: { draft: ImageDraft | null; setDraft: (draft: ImageDraft | null) => void };
}

const fallback: ProductEnv = {
  money: moneyFormat('en', null, 2),
  productId: null,
  mayEditLocation: () => false,
};

const Context = createContext<ProductEnv>(fallback);

export function ProductEnvProvider({
  value,
  children,
}: {
  value: ProductEnv;
  children: ReactNode;
}) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export const useProductEnv = (): ProductEnv => useContext(Context);
