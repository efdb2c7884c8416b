import { Badge } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '@/lib/formats';
import { toneColor, type Change } from './change';

/** A percentage of change in the language's way; `signed` writes + and − ("+12.5%"). */
export function formatPct(pct: number, lang: string, signed: boolean): string {
  return numberFormat(lang, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(pct / 100);
}

const arrows = { up: IconArrowUpRight, down: IconArrowDownRight, same: IconMinus } as const;

interface ChangeBadgeProps {
  change: Change;
  size?: 'sm' | 'md';
  'data-testid'?: string;
}

/**
 * A figure's change against its comparison, never in colour alone: an arrow and a sign say which
 * way it went, the colour whether that is good news. Nothing when there was nothing either time.
 */
export function ChangeBadge({ change, size = 'sm', ...rest }: ChangeBadgeProps) {
  const { t, i18n } = useTranslation('reports');
  const lang = i18n.resolvedLanguage ?? 'en';
  if (change.pct === null && change.direction === 'same') return null;
  const Arrow = arrows[change.direction];
  return (
    <Badge
      size={size}
      variant="light"
      color={toneColor[change.tone]}
      radius="sm"
      tt="none"
      leftSection={<Arrow size={14} aria-hidden />}
      data-direction={change.direction}
      data-tone={change.tone}
      data-testid={rest['data-testid']}
      style={{ fontVariantNumeric: 'tabular-nums', flexShrink: 0 }}
    >
      {change.pct === null ? (
        t('change.fromZero')
      ) : (
        // A signed number reads left to right in every language ("-4%", not "%-4" in Arabic).
        <span dir="ltr">{formatPct(change.pct, lang, true)}</span>
      )}
    </Badge>
  );
}
