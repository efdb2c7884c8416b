import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatQuantity } from '@/lib/quantity';

/** Which rows are shown of how many, and the pages. */
export function Pager({
  page,
  limit,
  total,
  onPage,
}: {
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t, i18n } = useTranslation('stock');
  const lang = i18n.resolvedLanguage ?? 'en';
  if (total === 0) return null;
  const pages = Math.max(1, Math.ceil(total / limit));
  const from = (page - 1) * limit + 1;
  const to = Math.min(total, page * limit);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" data-testid="pager">
      <Text size="sm" c="dimmed">
        {t('rows', {
          from: formatQuantity(lang, from),
          to: formatQuantity(lang, to),
          total: formatQuantity(lang, total),
        })}
      </Text>
      {pages > 1 ? (
        <Pagination total={pages} value={Math.min(page, pages)} onChange={onPage} size="sm" />
      ) : null}
    </Group>
  );
}
