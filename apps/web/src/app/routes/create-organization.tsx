import { organizationsTexts } from '@volunteering/shared/texts/organizations';
import { pagePath } from '@volunteering/shared/pages';
import { useTexts } from '../../lib/i18n.tsx';
import { useNavigate } from '../../lib/router.tsx';
import { OrganizationForm } from '../../features/organizations/components/organization-form.tsx';

/** Create an organization (issue 18): the creator becomes its owner and lands on its page. */
export function CreateOrganizationRoute() {
  const t = useTexts(organizationsTexts);
  const navigate = useNavigate();
  return (
    <>
      <title>{t.createPageTitle}</title>
      <header className="mb-6">
        <h1 className="text-3xl font-bold">{t.createOrganization}</h1>
        <p className="mt-2 max-w-prose text-base-content/80">{t.createIntro}</p>
      </header>
      <div className="max-w-3xl rounded-box border border-base-300 bg-base-100 p-4 sm:p-6">
        <OrganizationForm onSaved={(organization) => navigate(pagePath('organization', { slug: organization.slug }))} />
      </div>
    </>
  );
}
