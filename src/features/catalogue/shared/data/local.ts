// The catalogue's screens take these from here: only a slice's data folder imports the data layer
// (docs/ARCHITECTURE.md, "Screens render").
export { LOCAL_IMAGE_PREFIX } from '@/data/db';
export { useBrowserOnline, useImageUrl, usePendingIds, useRows } from '@/data/live';
export { changedFields } from '@/data/merge';
export { useSession } from '@/data/react';
export { LocalValidationError } from '@/data/writes';
