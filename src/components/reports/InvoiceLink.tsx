import { Anchor, type AnchorProps } from '@mantine/core';
import { useRouter, useRouterState } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';

const INVOICES_PATH = '/dashboard/invoice-summary';

interface InvoiceLinkProps extends AnchorProps {
  /** The invoice to open, or null for the list. */
  invoiceId: string | null;
  /**
   * From another screen (the dashboard): keep only the active location, not that screen's own
   * choices, which mean nothing to the invoices screen.
   */
  fromElsewhere?: boolean;
  children: ReactNode;
  dir?: 'ltr' | 'rtl' | 'auto';
  'data-testid'?: string;
}

/**
 * A link to an invoice's detail, or back to the list, on the same path (SPEC: "invoice detail reuses
 * this path"): the period, search, filters and location stay in the URL either way. A real link
 * (a new tab, the keyboard) that the router follows in place when clicked.
 */
export function InvoiceLink({ invoiceId, fromElsewhere, children, ...rest }: InvoiceLinkProps) {
  const router = useRouter();
  const search = useRouterState({ select: (s) => s.location.search }) as Record<string, unknown>;
  const kept = fromElsewhere ? { loc: search.loc } : search;
  const href = `${INVOICES_PATH}${router.options.stringifySearch({
    ...kept,
    invoice: invoiceId ?? undefined,
  })}`;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <Anchor href={href} onClick={follow} {...rest}>
      {children}
    </Anchor>
  );
}
