import { createFormContext } from '@mantine/form';
import { createContext, useContext } from 'react';
import type { FormValues } from './form-values';
import type { Lookups } from './useLookups';
import type { EntityTexts } from './useEntityTexts';

/** The Mantine form of the entity form, for inputs nested at any depth. */
export const [EntityFormProvider, useEntityForm, useEntityFormState] =
  createFormContext<FormValues>();

export interface EntityFormEnv {
  texts: EntityTexts;
  /** Rows of referenced collections, for pickers. */
  lookups: Lookups;
}

const EnvContext = createContext<EntityFormEnv | null>(null);
export const EntityFormEnvProvider = EnvContext.Provider;

export function useEntityFormEnv(): EntityFormEnv {
  const env = useContext(EnvContext);
  if (!env) throw new Error('useEntityFormEnv needs an EntityFormEnvProvider');
  return env;
}
