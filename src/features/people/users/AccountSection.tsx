import {
  Avatar,
  Button,
  Card,
  FileButton,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useImageUrl } from './data/local';
import type { UserDraft } from './userFields';

interface AccountSectionProps {
  form: UseFormReturnType<UserDraft>;
  disabled: boolean;
  /** A new user: the password is required and the picture waits for the first save. */
  creating: boolean;
  hasPin: boolean;
  uploading: boolean;
  onUpload: (file: File | null) => void;
}

/** Name, email, picture, password, till PIN and whether the account may sign in at all. */
export function AccountSection({
  form,
  disabled,
  creating,
  hasPin,
  uploading,
  onUpload,
}: AccountSectionProps) {
  const { t } = useTranslation('people-users');
  const image = useImageUrl(form.values.image);
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={4}>{t('form.account')}</Title>
        <Group gap="md" wrap="nowrap" align="center">
          <Avatar src={image} size={64} radius="xl" alt={t('fields.image')}>
            {form.values.username.slice(0, 2).toUpperCase()}
          </Avatar>
          {creating ? (
            <Text size="sm" c="dimmed">
              {t('form.imageAfterSave')}
            </Text>
          ) : (
            <FileButton onChange={onUpload} accept="image/png,image/jpeg,image/webp,image/gif">
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  leftSection={<IconUpload size={16} />}
                  loading={uploading}
                  disabled={disabled}
                  data-testid="user-image-upload"
                >
                  {t('form.uploadImage')}
                </Button>
              )}
            </FileButton>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('fields.username')}
            required
            maxLength={80}
            disabled={disabled}
            autoComplete="off"
            data-testid="user-username"
            {...form.getInputProps('username')}
          />
          <TextInput
            label={t('fields.email')}
            type="email"
            required
            maxLength={200}
            dir="ltr"
            disabled={disabled}
            autoComplete="off"
            data-testid="user-email"
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={creating ? t('fields.password') : t('fields.newPassword')}
            description={creating ? t('help.password') : t('help.newPassword')}
            required={creating}
            maxLength={200}
            disabled={disabled}
            autoComplete="new-password"
            data-testid="user-password"
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t('fields.pin')}
            description={hasPin ? t('help.pinSet') : t('help.pin')}
            inputMode="numeric"
            maxLength={6}
            disabled={disabled}
            autoComplete="off"
            data-testid="user-pin"
            {...form.getInputProps('pin')}
          />
        </SimpleGrid>
        <Switch
          label={t('fields.is_active')}
          description={t('help.is_active')}
          disabled={disabled}
          data-testid="user-is_active"
          {...form.getInputProps('is_active', { type: 'checkbox' })}
        />
      </Stack>
    </Card>
  );
}
