import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { languages } from '@/shared/languages';
import { LanguageButton } from './LanguageButton';
import { useChangeLanguage } from './useChangeLanguage';

/** The seven languages by their own names; the current one is ticked. */
export default function LanguageMenuFull({
  onPrimary,
  defaultOpened,
}: {
  onPrimary?: boolean;
  defaultOpened?: boolean;
}) {
  const { t, i18n } = useTranslation('shell');
  const changeLanguage = useChangeLanguage();
  const current = i18n.resolvedLanguage ?? 'en';
  const button = useRef<HTMLButtonElement>(null);
  // Opened at once (it replaced the light button that was clicked), the menu never saw which
  // element had the focus, so it cannot give it back: closed with Escape or after a choice, the
  // focus would fall to the page's start. It goes back to the button, as a menu's does.
  const giveFocusBack = () =>
    requestAnimationFrame(() => {
      if (document.activeElement === document.body) button.current?.focus();
    });
  return (
    <Menu
      position="bottom-end"
      width={200}
      shadow="md"
      withinPortal
      defaultOpened={defaultOpened}
      onClose={giveFocusBack}
    >
      <Menu.Target>
        <LanguageButton ref={button} onPrimary={onPrimary} />
      </Menu.Target>
      <Menu.Dropdown data-testid="language-options">
        <Menu.Label>{t('language.title')}</Menu.Label>
        {languages.map((language) => (
          <Menu.Item
            key={language.code}
            lang={language.code}
            dir={language.dir}
            onClick={() => void changeLanguage(language.code)}
            rightSection={language.code === current ? <IconCheck size={16} /> : null}
            data-testid={`language-option-${language.code}`}
            aria-current={language.code === current || undefined}
          >
            {language.nativeName}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
