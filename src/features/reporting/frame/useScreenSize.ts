import { useMediaQuery } from '@mantine/hooks';
import type { ScreenSize } from './columnChoice';

/** The screen's room, as the report's columns count it (Mantine's xs and md breakpoints). */
export function useScreenSize(): ScreenSize {
  const phone = useMediaQuery('(max-width: 35.99em)', false, { getInitialValueInEffect: false });
  const tablet = useMediaQuery('(max-width: 61.99em)', false, { getInitialValueInEffect: false });
  return phone ? 'phone' : tablet ? 'tablet' : 'desktop';
}
