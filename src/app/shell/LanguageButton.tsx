import { Button, VisuallyHidden } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface LanguageButtonProps extends ComponentPropsWithoutRef<'button'> {
  /** Sits on a primary-coloured surface (the brand panel of the sign-in pages). */
  onPrimary?: boolean;
}

/** The language menu's trigger: a globe-like icon and the current language code. */
export const LanguageButton = forwardRef<HTMLButtonElement, LanguageButtonProps>(
  function LanguageButton({ onPrimary = false, ...rest }, ref) {
    const { t, i18n } = useTranslation('shell');
    const current = i18n.resolvedLanguage ?? 'en';
    return (
      <Button
        ref={ref}
        variant={onPrimary ? 'white' : 'subtle'}
        color="gray"
        px={8}
        leftSection={<IconLanguage size={20} />}
        aria-haspopup="menu"
        data-testid="language-menu"
        data-language={current}
        styles={{ section: { marginInlineEnd: 6 } }}
        {...rest}
      >
        <span style={{ textTransform: 'uppercase', fontSize: 13 }}>{current}</span>
        {/* Named by what it shows and what it does, "EN Choose the language": a voice user says
            what they see (WCAG 2.5.3). */}
        <VisuallyHidden>{t('language.choose')}</VisuallyHidden>
      </Button>
    );
  },
);
