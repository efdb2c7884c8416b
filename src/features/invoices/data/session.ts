import { useSession } from '@/data/react';

/** What the signed-in user brings to an invoice's detail: the business's name, and who may see raw orders. */
export function useInvoiceViewer(): { businessName: string | null; mayPreviewPayload: boolean } {
  const { user } = useSession();
  return {
    businessName: user?.business_name || null,
    mayPreviewPayload: Boolean(user?.is_admin || user?.can_preview_invoice),
  };
}
