import { useCallback, useMemo, useState } from 'react';
import { settingKeys, settingValueIssues, type SettingKey } from '@contract/settings';
import { issuesByField } from '@contract/validation';
import { useValidationMessage } from '@/shared/validationMessage';
import { useLocationSettings } from '@/shared/location/useLocationSettings';

export type SettingValues = Record<SettingKey, string>;

const blank = Object.fromEntries(settingKeys.map((key) => [key, ''])) as SettingValues;

/**
 * The settings of a location as the local store holds them (so the screen reads offline), the
 * user's edits over them, and what is wrong with each edit in the user's language.
 */
export function useSettingsDraft(locationId: string | null) {
  const stored = useLocationSettings(locationId, settingKeys);
  const render = useValidationMessage();
  // What the server took from this screen, shown until the sync engine brings it to the store.
  const [confirmed, setConfirmed] = useState<Partial<SettingValues>>({});
  const saved = useMemo(() => ({ ...blank, ...stored, ...confirmed }), [stored, confirmed]);
  const [edits, setEdits] = useState<Partial<SettingValues>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<SettingKey, string>>>({});

  // Another location's settings are not this one's edits (reset while rendering, as React advises).
  const [forLocation, setForLocation] = useState(locationId);
  if (forLocation !== locationId) {
    setForLocation(locationId);
    setEdits({});
    setConfirmed({});
    setServerErrors({});
  }

  const values = useMemo(() => ({ ...saved, ...edits }), [saved, edits]);
  const changed = useMemo(
    () => settingKeys.filter((key) => key in edits && edits[key] !== saved[key]),
    [edits, saved],
  );
  const errors = useMemo(() => {
    const out: Partial<Record<SettingKey, string>> = { ...serverErrors };
    for (const key of changed) {
      const message = issuesByField(settingValueIssues(key, values[key]), render)._;
      if (message) out[key] = message;
    }
    return out;
  }, [changed, values, render, serverErrors]);

  const set = useCallback((key: SettingKey, value: string) => {
    setEdits((prev) => ({ ...prev, [key]: value }));
    setServerErrors((prev) => {
      const { [key]: _gone, ...rest } = prev;
      return rest;
    });
  }, []);

  return {
    values,
    changed,
    errors,
    set,
    /** The server has taken these values. */
    confirm: (taken: Partial<SettingValues>) => {
      setConfirmed((prev) => ({ ...prev, ...taken }));
      setEdits(
        (prev) =>
          Object.fromEntries(
            Object.entries(prev).filter(([key]) => !(key in taken)),
          ) as Partial<SettingValues>,
      );
    },
    reset: () => {
      setEdits({});
      setServerErrors({});
    },
    setServerErrors,
  };
}
