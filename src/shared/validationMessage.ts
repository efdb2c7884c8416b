import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldMessage } from '@contract/validation';

/**
 * Renders a validation code with its parameters in the current language. A module of its own: the
 * sign-in form needs it without the contract's table of messages, which `zodValidate` brings.
 */
export function useValidationMessage(): (message: FieldMessage) => string {
  const { t } = useTranslation('validation');
  return useCallback(({ code, params }: FieldMessage) => t(code, params), [t]);
}
