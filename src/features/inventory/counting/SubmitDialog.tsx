import { Button, Group, Modal, Radio, ScrollArea, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountRow } from '@contract/counts';
import type { CountArea } from './tally';

interface SubmitDialogProps {
  opened: boolean;
  onClose: () => void;
  uncounted: Array<{ materialId: string; area: CountArea }>;
  materialName: (id: string) => string;
  meaning: CountRow['uncounted'];
  onMeaning: (meaning: CountRow['uncounted']) => void;
  onSubmit: () => void;
}

/**
 * Before submitting: what nobody counted yet, and whether that means "unchanged" or "none left".
 * Closed it shows nothing, so it is not drawn again while it stays closed (its list and callbacks
 * change with every entry); it is drawn with what is current as it opens.
 */
export const SubmitDialog = memo(
  function SubmitDialog(props: SubmitDialogProps) {
    const { t } = useTranslation('counting');
    const { uncounted } = props;
    return (
      <Modal opened={props.opened} onClose={props.onClose} title={t('submit.title')} size="lg">
        <Stack gap="md">
          {uncounted.length === 0 ? (
            <Text size="sm">{t('submit.allCounted')}</Text>
          ) : (
            <>
              <Text size="sm">{t('submit.uncounted', { count: uncounted.length })}</Text>
              <ScrollArea.Autosize mah={220} data-testid="uncounted-list">
                <Stack gap={2}>
                  {uncounted.map(({ materialId, area }) => (
                    <Text key={materialId} size="sm">
                      {props.materialName(materialId)}{' '}
                      <Text span c="dimmed" size="xs">
                        · {area.name}
                      </Text>
                    </Text>
                  ))}
                </Stack>
              </ScrollArea.Autosize>
              <Radio.Group
                value={props.meaning}
                onChange={(v) => props.onMeaning(v as CountRow['uncounted'])}
                label={t('submit.meaning')}
              >
                <Stack gap="xs" mt="xs">
                  <Radio
                    value="unchanged"
                    label={t('submit.unchanged')}
                    data-testid="uncounted-unchanged"
                  />
                  <Radio value="zero" label={t('submit.zero')} data-testid="uncounted-zero" />
                </Stack>
              </Radio.Group>
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" size="md" onClick={props.onClose}>
              {t('submit.cancel')}
            </Button>
            <Button size="md" onClick={props.onSubmit} data-testid="submit-confirm">
              {t('submit.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    );
  },
  (before, after) => !before.opened && !after.opened,
);
