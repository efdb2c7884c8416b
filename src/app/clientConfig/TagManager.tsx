import { useEffect } from 'react';
import { loadTagManager } from './tagManager';
import { useClientConfig } from '@/shared/useClientConfig';

/** Loads the tag manager once the server names a container (`GTM_CONTAINER_ID`); renders nothing. */
export function TagManager() {
  const id = useClientConfig()?.tag_manager_id;
  useEffect(() => {
    loadTagManager(id);
  }, [id]);
  return null;
}
