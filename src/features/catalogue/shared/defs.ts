import { resources, type ResourceDef, type ResourceKey } from '@contract/registry';

/** A registry entry with its field types erased, as the writer and the generic inputs take it. */
export const defOf = (key: ResourceKey): ResourceDef => resources[key] as unknown as ResourceDef;
