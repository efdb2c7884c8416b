import { Alert, Anchor, Button, Group, Loader, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconDeviceFloppy, IconWifiOff } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PermissionInfo } from '@contract/replies';
import { userCreateBody, userUpdateBody, type UserRecord } from '@contract/users';
import { issuesByField } from '@contract/validation';
import { errorMessage } from '@/shared/errorMessage';
import { useValidationMessage } from '@/shared/validationMessage';
import { useActiveLocation } from '@/shared/location/useActiveLocation';
import { useAction } from '@/shared/useAction';
import { PageHeader } from '@/components/PageHeader';
import { AccessSection } from './AccessSection';
import { AccountSection } from './AccountSection';
import {
  serverFieldErrors,
  unreachable,
  usePermissionList,
  useUser,
  useUserWrites,
} from './data/calls';
import { useBrowserOnline } from './data/local';
import { TillSection } from './TillSection';
import { bodyOf, draftOf, type UserDraft } from './userFields';

/** `/dashboard/customers/create` and `/dashboard/customers/<id>/edit`. */
export function UserFormPage({ userId }: { userId: string | null }) {
  const { t } = useTranslation(['people-users', 'errors']);
  const read = useUser(userId);
  const permissions = usePermissionList();
  const title = userId ? t('form.editTitle') : t('form.createTitle');

  if (userId && !read.data) {
    return (
      <Stack>
        <PageHeader title={title} />
        {read.error ? (
          <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} />}>
            {errorMessage(read.error, t)}
          </Alert>
        ) : (
          <Loader size="sm" />
        )}
      </Stack>
    );
  }
  return (
    <UserForm
      key={read.data ? `${read.data.id}:${read.data.version}` : 'new'}
      title={title}
      user={read.data ?? null}
      permissions={permissions.data?.data ?? []}
      onSaved={read.refetch}
    />
  );
}

function UserForm({
  title,
  user,
  permissions,
  onSaved,
}: {
  title: string;
  user: UserRecord | null;
  permissions: PermissionInfo[];
  onSaved: () => void;
}) {
  const { t } = useTranslation(['people-users', 'errors', 'validation']);
  const writes = useUserWrites();
  const navigate = useNavigate();
  const online = useBrowserOnline();
  const validation = useValidationMessage();
  const { locationId } = useActiveLocation();
  const [before] = useState(() => (user ? draftOf(user, { location_id: null }) : null));
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<UserDraft>({
    mode: 'controlled',
    initialValues: draftOf(user, { location_id: locationId }),
    validate: (values) => {
      const body = bodyOf(values, before);
      const result = (user ? userUpdateBody : userCreateBody).safeParse(body);
      return result.success ? {} : issuesByField(result.error.issues, validation);
    },
  });
  /** Says a failure in place too, beside the fields the server refused. */
  const fail = (error: unknown) => {
    const fields = serverFieldErrors(error, t);
    if (Object.keys(fields).length > 0) form.setErrors(fields);
    setProblem(unreachable(error) ? t('people-users:offline') : errorMessage(error, t));
  };
  const offline = (error: unknown) => (unreachable(error) ? t('people-users:offline') : null);

  const save = useAction(
    async (values: UserDraft) => {
      try {
        const body = bodyOf(values, before);
        const saved = user
          ? await writes.update(user.id, { ...body, version: user.version })
          : await writes.create(userCreateBody.parse(body));
        onSaved();
        await navigate({ to: '/dashboard/customers/$id', params: { id: saved.id } });
      } catch (error) {
        fail(error);
        throw error;
      }
    },
    {
      failed: t('people-users:form.saveFailed'),
      done: t('people-users:form.saved'),
      why: offline,
      inPlace: true,
    },
  );
  const saving = save.busy;
  const disabled = !online || saving;

  const submit = form.onSubmit(
    async (values) => {
      setProblem(null);
      await save.run(values);
    },
    () => setProblem(t('errors:codes.VALIDATION')),
  );

  const uploading = useAction(
    async (id: string, file: File) => {
      try {
        const saved = await writes.uploadImage(id, file);
        form.setFieldValue('image', saved.image);
      } catch (error) {
        fail(error);
        throw error;
      }
    },
    {
      failed: t('people-users:form.imageFailed'),
      inPlace: true,
      done: t('people-users:form.imageSaved'),
      why: offline,
    },
  );
  const upload = async (file: File | null) => {
    if (!file || !user) return;
    setProblem(null);
    await uploading.run(user.id, file);
  };

  return (
    <form onSubmit={submit} noValidate data-testid="user-form">
      <Stack gap="lg">
        <PageHeader
          title={title}
          description={t('people-users:form.description')}
          above={
            <Anchor component={Link} to="/dashboard/customers" size="sm">
              {t('people-users:list.back')}
            </Anchor>
          }
        />
        {!online ? (
          <Alert
            color="orange"
            variant="light"
            icon={<IconWifiOff size={18} />}
            data-testid="user-offline"
          >
            {t('people-users:offline')}
          </Alert>
        ) : null}
        {problem ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            role="alert"
            data-testid="user-error"
          >
            {problem}
          </Alert>
        ) : null}
        <AccountSection
          form={form}
          disabled={disabled}
          creating={!user}
          hasPin={user?.has_pin ?? false}
          uploading={uploading.busy}
          onUpload={(file) => void upload(file)}
        />
        <AccessSection form={form} permissions={permissions} disabled={disabled} />
        <TillSection form={form} disabled={disabled} />
        <Group justify="flex-end">
          <Button
            type="submit"
            leftSection={<IconDeviceFloppy size={16} />}
            loading={saving}
            disabled={!online}
            data-testid="user-save"
          >
            {t('people-users:form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
