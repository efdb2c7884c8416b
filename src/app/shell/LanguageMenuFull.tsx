import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { languages } from '../languages';
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
  return (
    <Menu position="bottom-end" width={200} shadow="md" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <LanguageButton onPrimary={onPrimary} />
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
