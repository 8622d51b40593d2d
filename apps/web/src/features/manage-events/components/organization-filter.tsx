import type { MyOrganization } from '@volunteering/shared/organization-schemas';
import { organizationEventsTexts } from '@volunteering/shared/texts/organization-events';
import { useId } from 'react';
import { useTexts } from '../../../lib/i18n.tsx';

type OrganizationFilterProps = {
  /** Where the person is owner or organizer. */
  organizations: MyOrganization[];
  /** The organization's id, or '' for all the events I manage. */
  value: string;
  onChange: (organization: string) => void;
};

/**
 * Organization (issue 18): all the events I manage, or one organization's. The API has no choice
 * for personal events only; each card names the organization it belongs to.
 */
export function OrganizationFilter({ organizations, value, onChange }: OrganizationFilterProps) {
  const t = useTexts(organizationEventsTexts);
  const id = useId();
  return (
    <div className="mb-6 flex flex-wrap items-center gap-x-3 gap-y-1">
      <label htmlFor={id} className="text-sm font-medium">
        {t.organizationFilter}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className="select w-full truncate pe-10 sm:w-auto sm:max-w-md">
        <option value="">{t.allOrganizations}</option>
        {organizations.map((organization) => (
          <option key={organization.id} value={organization.id}>
            {organization.name}
          </option>
        ))}
      </select>
    </div>
  );
}
