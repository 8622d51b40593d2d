import { zodResolver } from '@hookform/resolvers/zod';
import { isPictureAddress } from '@volunteering/shared/event-schemas';
import {
  CreateOrganizationSchema,
  slugFrom,
  UpdateOrganizationSchema,
  type CreateOrganizationInput,
  type Organization,
} from '@volunteering/shared/organization-schemas';
import { isSlugShaped } from '@volunteering/shared/organization-slug';
import { pagePath } from '@volunteering/shared/pages';
import { organizationsTexts } from '@volunteering/shared/texts/organizations';
import { useId, useState } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Message } from '../../../components/ui/message.tsx';
import { PictureField } from '../../../components/ui/picture-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { ApiError, failureMessage } from '../../../lib/api-client.ts';
import type { Shown } from '../../../lib/message-text.ts';
import { useTexts } from '../../../lib/i18n.tsx';
import { useServerRender } from '../../../lib/server-render.tsx';
import { useSaveOrganization } from '../api/organizations.ts';
import { OrganizationLogo } from './organization-logo.tsx';
import { formMessage } from '@volunteering/shared/i18n/messages';

/** The form's values: text fields, as typed. */
type Values = { name: string; slug: string; description: string; logoUrl: string; city: string; website: string; contactEmail: string };
const FIELDS = ['name', 'slug', 'description', 'logoUrl', 'city', 'website', 'contactEmail'] as const;

const valuesOf = (organization?: Organization): Values => ({
  name: organization?.name ?? '',
  slug: organization?.slug ?? '',
  description: organization?.description ?? '',
  logoUrl: organization?.logoUrl ?? '',
  city: organization?.city ?? '',
  website: organization?.website ?? '',
  contactEmail: organization?.contactEmail ?? '',
});

/** Empty optional fields are left out on create (the server derives the address and takes the creator's e-mail). */
function createInput(values: Values): CreateOrganizationInput {
  const input: Record<string, string> = { name: values.name };
  for (const field of FIELDS) if (values[field].trim() !== '') input[field] = values[field];
  return input as CreateOrganizationInput;
}

type OrganizationFormProps = {
  /** The organization to edit; none to create one. */
  organization?: Organization;
  /** Saved: the organization as the server has it now. */
  onSaved: (organization: Organization) => void;
  onCancel?: () => void;
};

/** Create an organization, or edit one (its owners): the same fields, checked by the API's own schema. */
export function OrganizationForm({ organization, onSaved, onCancel }: OrganizationFormProps) {
  const t = useTexts(organizationsTexts);
  const id = useId();
  const editing = organization !== undefined;
  const save = useSaveOrganization(organization?.slug);
  const [failure, setFailure] = useState<Shown | null>(null);
  const form = useForm<Values>({
    defaultValues: valuesOf(organization),
    // The API's schema checks the fields sent: on create the empty ones are left out.
    resolver: async (values, context, options) => {
      const schema = editing ? UpdateOrganizationSchema : CreateOrganizationSchema;
      const resolve = zodResolver(schema as typeof CreateOrganizationSchema);
      const result = await resolve((editing ? values : createInput(values)) as CreateOrganizationInput, context, options as never);
      return Object.keys(result.errors).length ? { values: {}, errors: result.errors } : { values, errors: {} };
    },
  });
  const { register, handleSubmit, formState, setError } = form;
  const field = (name: keyof Values) => `${id}-${name}`;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      onSaved(await save.mutateAsync(editing ? Object.fromEntries(FIELDS.map((name) => [name, values[name]])) : createInput(values)));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // A taken address is the address field's message; the schema's per-field ones go to theirs.
      if (error.status === 409) return setError('slug', { message: formMessage(error) }, { shouldFocus: true });
      const known = error.errors.filter(({ field: name }) => (FIELDS as readonly string[]).includes(name));
      known.forEach((fieldError, index) => setError(fieldError.field as keyof Values, { message: formMessage(fieldError) }, { shouldFocus: index === 0 }));
      if (known.length === 0) setFailure(failureMessage(error));
    }
  });

  const input = (name: keyof Values, control: object, type = 'text', extra: object = {}) => (
    <input {...control} {...register(name)} type={type} className={`input w-full ${formState.errors[name] ? 'input-error' : ''}`} {...extra} />
  );

  return (
    <form noValidate onSubmit={submit} className="@container flex flex-col gap-5">
      <FormField id={field('name')} label={t.fieldName} error={formState.errors.name?.message}>
        {(control) => input('name', control, 'text', { autoComplete: 'organization', maxLength: 120 })}
      </FormField>
      <SlugField form={form} id={field('slug')} editing={editing} />
      <FormField id={field('description')} label={t.fieldDescription} error={formState.errors.description?.message}>
        {(control) => (
          <textarea
            {...control}
            {...register('description')}
            rows={3}
            maxLength={300}
            className={`textarea w-full ${formState.errors.description ? 'textarea-error' : ''}`}
          />
        )}
      </FormField>
      <LogoField form={form} id={field('logoUrl')} />
      <div className="grid gap-5 @lg:grid-cols-2">
        <FormField id={field('city')} label={t.fieldCity} error={formState.errors.city?.message}>
          {(control) => input('city', control, 'text', { autoComplete: 'address-level2' })}
        </FormField>
        <FormField id={field('website')} label={t.fieldWebsite} error={formState.errors.website?.message}>
          {(control) => input('website', control, 'url', { inputMode: 'url', autoCapitalize: 'none', spellCheck: false, placeholder: 'https://example.org' })}
        </FormField>
      </div>
      <FormField
        id={field('contactEmail')}
        label={t.fieldContactEmail}
        hint={editing ? undefined : t.contactEmailHint}
        error={formState.errors.contactEmail?.message}
      >
        {(control) => input('contactEmail', control, 'email', { autoComplete: 'email' })}
      </FormField>
      {failure && (
        <p role="alert" className="alert alert-error alert-soft">
          <Message text={failure} />
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        {onCancel && (
          <button type="button" className="btn" onClick={onCancel} disabled={save.isPending}>
            {t.cancel}
          </button>
        )}
        <SubmitButton busy={save.isPending} label={editing ? t.save : t.create} busyLabel={editing ? t.saving : t.creating} />
      </div>
    </form>
  );
}

/** An address as people's groups have them, for the hint. */
const SLUG_EXAMPLE = 'dhaka-green-club';

/** The page's web address, with where the page will be as it is typed (or as the name makes it). */
function SlugField({ form, id, editing }: { form: UseFormReturn<Values>; id: string; editing: boolean }) {
  const t = useTexts(organizationsTexts);
  const [name, slug] = useWatch({ control: form.control, name: ['name', 'slug'] });
  // The whole address, as a browser's bar shows it once copied.
  const site = new URL(useServerRender()?.origin ?? window.location.origin).origin;
  const address = (shown: string) => `${site}${pagePath('organization', { slug: shown })}`;
  const typed = slug.trim().toLowerCase();
  const shown = typed || slugFrom(name);
  // What the page's address will be; what is wrong with one typed; else what the field is for.
  const error = form.formState.errors.slug?.message;
  let hint: string | undefined = t.slugFromName(address(SLUG_EXAMPLE));
  if (isSlugShaped(shown)) hint = t.slugShown(address(shown));
  // The rule, until the field's message says the same.
  else if (typed) hint = error ? undefined : t.slugFormat;
  return (
    <FormField id={id} label={editing ? t.fieldSlugEdit : t.fieldSlug} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          {...form.register('slug')}
          type="text"
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          maxLength={60}
          placeholder={editing ? undefined : slugFrom(name) || undefined}
          className={`input w-full font-mono ${form.formState.errors.slug ? 'input-error' : ''}`}
        />
      )}
    </FormField>
  );
}

/** The logo: uploaded, or an address pasted; previewed beside. */
function LogoField({ form, id }: { form: UseFormReturn<Values>; id: string }) {
  const t = useTexts(organizationsTexts);
  const [name, url] = useWatch({ control: form.control, name: ['name', 'logoUrl'] });
  const [local, setLocal] = useState<string | null>(null);
  const shown = local ?? (isPictureAddress(url.trim()) ? url.trim() : null);
  return (
    <div className="grid gap-4 @lg:grid-cols-[1fr_8rem]">
      <PictureField control={form.control} name="logoUrl" id={id} legend={t.fieldLogo} uploadLabel={t.logoUpload} onChosen={setLocal} />
      <figure className="flex flex-col gap-1">
        <figcaption className="text-sm font-medium">{t.logoPreview}</figcaption>
        <OrganizationLogo key={shown ?? ''} name={name || '?'} logoUrl={shown} seed={name} size="size-24 text-3xl" />
      </figure>
    </div>
  );
}
