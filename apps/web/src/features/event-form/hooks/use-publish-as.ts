import type { EventFormValues, EventOrganization } from '@volunteering/shared/event-schemas';
import { useId, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ApiMessage } from '@volunteering/shared/i18n/messages';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * The Publish as choice beside the event form (issue 18): '' for myself or an organization's id.
 * The organizer's name follows the choice while nobody has typed another; the server's 403 for the
 * choice (no longer an owner or organizer there) shows at the select, which takes the focus.
 */
export function usePublishAs<Output>(form: UseFormReturn<EventFormValues, unknown, Output>, saved: EventOrganization | undefined, myName: string) {
  const id = useId();
  const [value, setValue] = useState(saved?.id ?? '');
  const [error, setError] = useState<ApiMessage>();
  const suggested = useRef<string | null>(null);

  const choose = (next: string, organization: EventOrganization | undefined) => {
    suggested.current ??= form.getValues('organizer');
    const name = organization?.name ?? myName;
    if (form.getValues('organizer').trim() === suggested.current.trim()) form.setValue('organizer', name, { shouldDirty: true });
    suggested.current = name;
    setValue(next);
    setError(undefined);
  };

  /** For a mutation's onError: whether the refusal was this choice's, now shown at the select. */
  const refused = (failure: Error, sent: string | null | undefined): boolean => {
    if (!(failure instanceof ApiError) || failure.status !== 403 || sent === undefined) return false;
    setError(failure);
    document.getElementById(id)?.focus();
    return true;
  };

  return { id, value, error, choose, refused, clearError: () => setError(undefined) };
}
