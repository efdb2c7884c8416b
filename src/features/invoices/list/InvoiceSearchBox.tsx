import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { SearchInput } from '@/components/entity/SearchInput';

interface InvoiceSearchBoxProps {
  /** The search in the URL. */
  value: string;
  /** Puts a search in the URL, a moment after typing stops. */
  onSearch: (value: string) => void;
  placeholder: string;
}

/**
 * The search by invoice number. What is typed shows at once; the URL (and the server's search)
 * follows when typing pauses. A search changed from elsewhere (clearing the filters, going back)
 * replaces what the box shows, but never the letters typed since the last search was sent.
 */
export function InvoiceSearchBox({ value, onSearch, placeholder }: InvoiceSearchBoxProps) {
  const [state, setState] = useState({ draft: value, sent: value });
  if (value !== state.sent) setState({ draft: value, sent: value });
  const send = useDebouncedCallback((next: string) => {
    const sent = next.trim() ? next : '';
    setState((s) => ({ ...s, sent }));
    onSearch(sent);
  }, 300);
  return (
    <SearchInput
      value={state.draft}
      onChange={(draft) => {
        setState((s) => ({ ...s, draft }));
        send(draft);
      }}
      placeholder={placeholder}
      style={{ flex: '1 1 14rem', minWidth: 0 }}
      data-testid="invoice-search"
    />
  );
}
