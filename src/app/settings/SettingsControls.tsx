import { Center, SegmentedControl, Switch, Text } from '@mantine/core';
import {
  IconContrast,
  IconContrast2,
  IconLayoutNavbar,
  IconLayoutSidebar,
  IconMoon,
  IconSun,
  IconTextDirectionLtr,
  IconTextDirectionRtl,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorPresetPicker } from './ColorPresetPicker';
import { useSettings, useSettingsStore } from './SettingsContext';
import type { AppearanceSettings } from './settingsState';
import classes from './settings.module.css';

type ChoiceKey = 'paletteMode' | 'contrast' | 'direction' | 'layout' | 'navColor';
interface Choice<K extends ChoiceKey> {
  value: AppearanceSettings[K];
  label: string;
  icon?: ReactNode;
}

function Section({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className={classes.section}>
      <Text id={id} className={classes.label}>
        {label}
      </Text>
      {children}
    </div>
  );
}

/** One preference with a few values, as a segmented control labelled by its section title. */
function ChoiceSetting<K extends ChoiceKey>(props: {
  settingKey: K;
  idPrefix: string;
  label: string;
  choices: Choice<K>[];
}) {
  const settings = useSettings();
  const store = useSettingsStore();
  const id = `${props.idPrefix}-${props.settingKey}`;
  return (
    <Section id={id} label={props.label}>
      <SegmentedControl
        fullWidth
        value={settings[props.settingKey]}
        onChange={(value) => {
          const choice = props.choices.find((c) => c.value === value);
          if (choice) store.change(props.settingKey, choice.value);
        }}
        data={props.choices.map((c) => ({
          value: c.value,
          label: c.icon ? (
            <Center style={{ gap: 8 }}>
              {c.icon}
              <span>{c.label}</span>
            </Center>
          ) : (
            c.label
          ),
        }))}
        aria-labelledby={id}
        data-testid={`setting-${props.settingKey}`}
      />
    </Section>
  );
}

/** The eight controls of the App Settings drawer, in the order SPEC section 2 lists them. */
export function SettingsControls({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation('shell');
  const settings = useSettings();
  const store = useSettingsStore();
  const icon = (Icon: typeof IconSun) => <Icon size={16} />;
  return (
    <>
      <Section id={`${idPrefix}-colorPreset`} label={t('settings.colorPreset.label')}>
        <ColorPresetPicker
          value={settings.colorPreset}
          onChange={(value) => store.change('colorPreset', value)}
          labelId={`${idPrefix}-colorPreset`}
        />
      </Section>
      <ChoiceSetting
        settingKey="contrast"
        idPrefix={idPrefix}
        label={t('settings.contrast.label')}
        choices={[
          { value: 'normal', label: t('settings.contrast.normal'), icon: icon(IconContrast) },
          { value: 'high', label: t('settings.contrast.high'), icon: icon(IconContrast2) },
        ]}
      />
      <ChoiceSetting
        settingKey="direction"
        idPrefix={idPrefix}
        label={t('settings.direction.label')}
        choices={[
          { value: 'ltr', label: t('settings.direction.ltr'), icon: icon(IconTextDirectionLtr) },
          { value: 'rtl', label: t('settings.direction.rtl'), icon: icon(IconTextDirectionRtl) },
        ]}
      />
      <ChoiceSetting
        settingKey="paletteMode"
        idPrefix={idPrefix}
        label={t('settings.paletteMode.label')}
        choices={[
          { value: 'light', label: t('settings.paletteMode.light'), icon: icon(IconSun) },
          { value: 'dark', label: t('settings.paletteMode.dark'), icon: icon(IconMoon) },
        ]}
      />
      <Section
        id={`${idPrefix}-responsiveFontSizes`}
        label={t('settings.responsiveFontSizes.label')}
      >
        <Switch
          checked={settings.responsiveFontSizes}
          onChange={(event) => store.change('responsiveFontSizes', event.currentTarget.checked)}
          label={t('settings.responsiveFontSizes.description')}
          data-testid="setting-responsiveFontSizes"
        />
      </Section>
      <Section id={`${idPrefix}-stretch`} label={t('settings.stretch.label')}>
        <SegmentedControl
          fullWidth
          value={settings.stretch ? 'wide' : 'compact'}
          onChange={(value) => store.change('stretch', value === 'wide')}
          data={[
            { value: 'compact', label: t('settings.stretch.compact') },
            { value: 'wide', label: t('settings.stretch.wide') },
          ]}
          aria-labelledby={`${idPrefix}-stretch`}
          data-testid="setting-stretch"
        />
      </Section>
      <ChoiceSetting
        settingKey="layout"
        idPrefix={idPrefix}
        label={t('settings.layout.label')}
        choices={[
          {
            value: 'vertical',
            label: t('settings.layout.vertical'),
            icon: icon(IconLayoutSidebar),
          },
          {
            value: 'horizontal',
            label: t('settings.layout.horizontal'),
            icon: icon(IconLayoutNavbar),
          },
        ]}
      />
      <ChoiceSetting
        settingKey="navColor"
        idPrefix={idPrefix}
        label={t('settings.navColor.label')}
        choices={[
          { value: 'blend-in', label: t('settings.navColor.blendIn') },
          { value: 'discreet', label: t('settings.navColor.discreet') },
          { value: 'evident', label: t('settings.navColor.evident') },
        ]}
      />
    </>
  );
}
