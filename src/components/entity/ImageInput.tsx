import { Alert, Box, Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconAlertTriangle,
  IconCamera,
  IconCloudUpload,
  IconPhoto,
  IconPhotoOff,
  IconTrash,
} from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDef } from '@contract/registry';
import { LOCAL_IMAGE_PREFIX } from '@/data/db';
import { useBrowserOnline, useImageUrl } from '@/data/live';
import { useLocal } from '@/data/react';
import { useAction } from '@/shared/useAction';
import { useEntityForm } from './form-context';
import { checkImageFile, IMAGE_ACCEPT, IMAGE_MAX_BYTES, uploadName } from './image-file';
import type { FieldInputProps } from './types';

/** The calls that change a row's image (SPEC section 7 names them per resource). */
export interface ImageCalls {
  /** Path of the upload for a row, e.g. `(id) => \`/categories/${id}/upload-image\``. */
  upload: (id: string) => string;
  /** The call that removes a row's image, e.g. `PUT /categories/remove_image/<id>`. */
  remove: (id: string) => { method: 'PUT' | 'POST' | 'DELETE'; path: string };
}

export interface ImageInputProps {
  /** The resource of the row (categories, products...). */
  def: ResourceDef;
  /** The row's id; null while the row is being added (an image is chosen once it is saved). */
  rowId: string | null;
  /** The calls that upload and remove the image. */
  calls: ImageCalls;
  /** The field holding the image's URL. @default 'image_url' */
  field?: string;
  /** Shown above the input. */
  label: string;
  /** Shows the image without offering to change it. */
  readOnly?: boolean;
  /** Side of the square preview, in px. @default 144 */
  size?: number;
  /** Called once a new image is queued or the image's removal is. */
  onChange?: () => void;
  /** The URL to show while `rowId` is null (a form that holds the value but not the row). */
  value?: string;
  /**
   * While `rowId` is null: the file chosen for the row being added, held by the form and queued
   * once the row is saved. Without it a new row gets its image after it is saved.
   */
  draft?: { file: File | null; onChange: (file: File | null) => void };
}

/** A URL for a file not stored anywhere yet, released when the file changes or the input goes. */
function useFileUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

type Status = 'waiting' | 'waitingOffline' | 'failed' | null;

/** The row's image and what is happening to it, live from the local store and its outbox. */
function useRowImage(def: ResourceDef, rowId: string | null, field: string) {
  const local = useLocal();
  return useLiveQuery(
    async () => {
      if (!local || !rowId) return { url: '', failed: null as string | null };
      const row = await local.db.rows(def.collection).get(rowId);
      const uploads = await local.db.outbox
        .where('[collection+rowId]')
        .equals([def.collection, rowId])
        .filter((e) => e.op === 'upload' && e.status !== 'pending')
        .toArray();
      const failed = uploads.at(-1)?.error?.message ?? null;
      return { url: typeof row?.[field] === 'string' ? (row[field] as string) : '', failed };
    },
    [local, def, rowId, field],
    { url: '', failed: null as string | null },
  );
}

/**
 * An image of a row: choose a file or take a photo (the camera opens on tablets and phones), checked
 * at once (PNG, JPEG, WebP or GIF, at most 5 MB, by type and by content), then shown from the file
 * kept on this device and queued with `writer.upload`, so it reaches the server when the device is
 * online. Removing it queues the resource's remove-image call. The image's state (waiting to upload,
 * refused by the server) shows under it.
 */
export function ImageInput({
  def,
  rowId,
  calls,
  field = 'image_url',
  label,
  readOnly = false,
  size = 144,
  onChange,
  value = '',
  draft,
}: ImageInputProps) {
  const { t } = useTranslation('catalogue');
  const local = useLocal();
  const online = useBrowserOnline();
  const touch = useMediaQuery('(pointer: coarse)') ?? false;
  const stored = useRowImage(def, rowId, field);
  const image = rowId === null ? { url: value, failed: null } : stored;
  const storedUrl = useImageUrl(image.url || null);
  const drafting = rowId === null && draft !== undefined && !readOnly;
  const draftUrl = useFileUrl(drafting ? draft.file : null);
  const shown = drafting ? draftUrl : storedUrl;
  const [problem, setProblem] = useState<string | null>(null);
  const editable = drafting || (!readOnly && rowId !== null && local !== null);
  const maxMb = IMAGE_MAX_BYTES / 1024 / 1024;

  const status: Status = image.url.startsWith(LOCAL_IMAGE_PREFIX)
    ? online
      ? 'waiting'
      : 'waitingOffline'
    : image.failed
      ? 'failed'
      : null;

  const inPlaceWords = { inPlace: true } as const;
  // One at a time, busy while they run; their failure the field says in place (`problem`).
  const choose = useAction(async (file: File) => {
    try {
      const issue = await checkImageFile(file);
      if (issue) {
        setProblem(t(`image.problems.${issue}`, { max: maxMb }));
        return;
      }
      setProblem(null);
      if (drafting) {
        draft.onChange(file);
        return;
      }
      if (!rowId || !local) return;
      await local.writer.upload(def, rowId, file, {
        name: uploadName(file),
        path: calls.upload(rowId),
        urlField: field,
      });
      onChange?.();
    } catch {
      setProblem(t('image.problems.failed'));
    }
  }, inPlaceWords);

  const remove = useAction(async () => {
    if (drafting) {
      draft.onChange(null);
      return;
    }
    if (!rowId || !local) return;
    try {
      const call = calls.remove(rowId);
      await local.writer.call(def, { ...call, changes: [{ id: rowId, fields: { [field]: '' } }] });
      setProblem(null);
      onChange?.();
    } catch {
      setProblem(t('image.problems.failed'));
    }
  }, inPlaceWords);
  const busy = choose.busy || remove.busy;

  const chooseButton = (capture: boolean) => (
    <FileButton
      onChange={(file) => {
        if (file) void choose.run(file);
      }}
      accept={capture ? 'image/*' : IMAGE_ACCEPT}
      capture={capture ? 'environment' : undefined}
      disabled={busy}
    >
      {(props) => (
        <Button
          {...props}
          variant="default"
          leftSection={capture ? <IconCamera size={16} /> : <IconPhoto size={16} />}
          data-testid={capture ? 'image-photo' : 'image-choose'}
        >
          {capture ? t('image.photo') : shown ? t('image.replace') : t('image.choose')}
        </Button>
      )}
    </FileButton>
  );

  return (
    <Stack gap={6} data-testid={`image-input-${field}`}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Group align="flex-start" gap="md" wrap="wrap">
        <Box
          w={size}
          h={size}
          style={{
            flex: '0 0 auto',
            borderRadius: 'var(--mantine-radius-md)',
            border: '1px solid var(--mantine-color-default-border)',
            overflow: 'hidden',
            display: 'grid',
            placeItems: 'center',
            background: 'var(--mantine-color-default-hover)',
          }}
        >
          {shown ? (
            <Image
              src={shown}
              alt={t('image.preview', { name: label })}
              w={size}
              h={size}
              fit="cover"
            />
          ) : (
            <IconPhotoOff size={32} stroke={1.2} aria-label={t('image.none')} />
          )}
        </Box>
        <Stack gap="xs" style={{ flex: '1 1 12rem', minWidth: 0 }}>
          {editable ? (
            <Group gap="xs" wrap="wrap">
              {chooseButton(false)}
              {touch ? chooseButton(true) : null}
              {(drafting ? draft.file : image.url) ? (
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => void remove.run()}
                  disabled={busy}
                  data-testid="image-remove"
                >
                  {t('image.remove')}
                </Button>
              ) : null}
            </Group>
          ) : null}
          <Text size="xs" c="dimmed">
            {editable
              ? t('image.help', { max: maxMb })
              : rowId === null && !readOnly
                ? t('image.afterSave')
                : null}
          </Text>
          {status === 'waiting' || status === 'waitingOffline' ? (
            <Group gap={6} wrap="nowrap" data-testid="image-waiting">
              <IconCloudUpload size={16} color="var(--mantine-color-orange-6)" aria-hidden />
              <Text size="xs" c="orange">
                {t(`image.${status}`)}
              </Text>
            </Group>
          ) : null}
          {status === 'failed' ? (
            <Group gap={6} wrap="nowrap">
              <IconAlertTriangle size={16} color="var(--mantine-color-red-6)" aria-hidden />
              <Text size="xs" c="red">
                {t('image.refused', { message: image.failed })}
              </Text>
            </Group>
          ) : null}
          {problem ? (
            <Alert color="red" variant="light" p="xs" role="alert" data-testid="image-problem">
              {problem}
            </Alert>
          ) : null}
        </Stack>
      </Group>
    </Stack>
  );
}

/**
 * The image field of an entity form (`FieldOverride.input`): an `ImageInput` for the row being edited.
 * It needs the form to say which row that is (`row` among the input's props); a form that does not
 * shows the image only.
 */
export function imageFieldInput(
  def: ResourceDef,
  calls: ImageCalls,
): ComponentType<FieldInputProps> {
  function ImageField(props: FieldInputProps) {
    const { t } = useTranslation('catalogue');
    const form = useEntityForm();
    const known = props.row !== undefined;
    return (
      <Stack gap={4}>
        <ImageInput
          def={def}
          rowId={props.row?.id ?? null}
          value={String(form.getValues()[props.path] ?? '')}
          calls={calls}
          field={props.path}
          label={props.label}
          readOnly={props.readOnly || !known}
        />
        {!known && !props.readOnly ? (
          <Text size="xs" c="dimmed">
            {t('image.onAppearance')}
          </Text>
        ) : null}
      </Stack>
    );
  }
  return ImageField;
}
