import { Skeleton } from '@mantine/core';
import { lazy, Suspense, type ComponentType } from 'react';
import type { FieldInputProps } from '@/components/entity/types';

/**
 * A field input loaded on first use, so lists that only might open a form do not carry it. The
 * skeleton keeps the place of the input while it loads.
 */
export function lazyInput(
  load: () => Promise<ComponentType<FieldInputProps>>,
  height = 36,
): ComponentType<FieldInputProps> {
  const Input = lazy(async () => ({ default: await load() }));
  function LazyInput(props: FieldInputProps) {
    return (
      <Suspense fallback={<Skeleton h={height} radius="sm" />}>
        <Input {...props} />
      </Suspense>
    );
  }
  return LazyInput;
}
