import { Button, Center, FileButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RestaurantImageType } from '@contract/restaurantConfig';
import { useAction } from '@/shared/useAction';
import { unreachable } from '../settings/data/calls';

interface ImagePickerProps {
  /** Which image: the receipt logo or the customer display's. */
  type: RestaurantImageType;
  /** The image's URL, '' for none. */
  url: string;
  disabled: boolean;
  online: boolean;
  /** Uploads at once: the server checks the file and the configuration takes it (rejects if not). */
  onUpload: (file: File) => Promise<void>;
  /** Takes the image off; saved with the form. */
  onRemove: () => void;
}

/** One of the configuration's images: a preview, upload and remove. */
export function ImagePicker({ type, url, disabled, online, onUpload, onRemove }: ImagePickerProps) {
  const { t } = useTranslation('config-restaurant');
  const upload = useAction(onUpload, {
    failed: t('images.uploadFailed'),
    // Said in place (the parent form's alert).
    inPlace: true,
    why: (error) => (unreachable(error) ? t('offlineSave') : null),
  });
  const pick = async (file: File | null) => {
    if (file) await upload.run(file);
  };

  return (
    <Stack gap={6} data-testid={`restaurant-image-${type}`}>
      <div>
        <Text size="sm" fw={500}>
          {t(`images.${type}.label`)}
        </Text>
        <Text size="xs" c="dimmed">
          {t(`images.${type}.hint`)}
        </Text>
      </div>
      <Paper withBorder radius="md" p="xs" h={112}>
        {url ? (
          <Image
            src={url}
            alt={t(`images.${type}.label`)}
            h="100%"
            fit="contain"
            data-testid={`restaurant-image-${type}-preview`}
          />
        ) : (
          <Center h="100%" c="dimmed">
            <Stack gap={4} align="center">
              <IconPhoto size={24} />
              <Text size="xs">{t('images.none')}</Text>
            </Stack>
          </Center>
        )}
      </Paper>
      {disabled ? null : (
        <Group gap="xs">
          <FileButton
            onChange={(file) => void pick(file)}
            accept="image/png,image/jpeg,image/webp,image/gif"
          >
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="light"
                leftSection={<IconUpload size={14} />}
                loading={upload.busy}
                disabled={!online}
                data-testid={`restaurant-image-${type}-upload`}
              >
                {t('images.upload')}
              </Button>
            )}
          </FileButton>
          {url ? (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={onRemove}
              data-testid={`restaurant-image-${type}-remove`}
            >
              {t('images.remove')}
            </Button>
          ) : null}
        </Group>
      )}
    </Stack>
  );
}
