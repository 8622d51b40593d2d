import type { EventOrganization } from '@volunteering/shared/event-schemas';
import { organizationEventsTexts } from '@volunteering/shared/texts/organization-events';
import { useTexts } from '../../../lib/i18n.tsx';
import { useOrganizationsIManage } from '../../../lib/my-organizations.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import type { Shown } from '../../../lib/message-text.ts';

type PublishAsFieldProps = {
  id: string;
  /** An organization's id, or '' for the person themselves. */
  value: string;
  /** The chosen organization (undefined: myself), for the form to follow with its organizer's name. */
  onChange: (id: string, organization: EventOrganization | undefined) => void;
  /** The organization the saved event is published as: offered even if the list no longer names it. */
  current?: EventOrganization;
  /** False when editing an organization's event someone else made: "Myself" would hand it to them. */
  offerMyself?: boolean;
  /** The server's refusal of the choice (403), shown here, where it was made. */
  error?: Shown;
  /**
   * Shown with "Myself" alone too, and while the list loads (Create event): the field is there from
   * the first paint, so nothing below it moves when the organizations arrive.
   */
  alwaysShown?: boolean;
};

/**
 * Publish as (issue 18): myself, or an organization where I am owner or organizer. Unless
 * `alwaysShown`, nothing at all for a person who runs no organization's events, nor while the list loads.
 */
export function PublishAsField({ id, value, onChange, current, offerMyself = true, error, alwaysShown = false }: PublishAsFieldProps) {
  const t = useTexts(organizationEventsTexts);
  const managed = useOrganizationsIManage().data ?? [];
  const organizations = current && !managed.some((organization) => organization.id === current.id) ? [current, ...managed] : managed;
  if (organizations.length === 0 && !alwaysShown) return null;
  return (
    <FormField id={id} label={t.publishAs} hint={t.publishAsHint} error={error} className="@xl:col-span-2">
      {(control) => (
        <select
          {...control}
          name="organizationId"
          value={value}
          onChange={(event) =>
            onChange(
              event.target.value,
              organizations.find((organization) => organization.id === event.target.value),
            )
          }
          className={`select w-full ${control['aria-invalid'] ? 'select-error' : ''}`}
        >
          {(offerMyself || value === '') && <option value="">{t.myself}</option>}
          {organizations.map((organization) => (
            <option key={organization.id} value={organization.id}>
              {organization.name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
