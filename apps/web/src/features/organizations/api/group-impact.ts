import { useMutation, useQuery } from '@tanstack/react-query';
import type { GroupImpact, VolunteerHours } from '@volunteering/shared/organization-schemas';
import { apiDownload, apiRequest } from '../../../lib/api-client.ts';

// What a group gave (issue 18): its figures for members, hours per volunteer for owners and organizers.

const base = (slug: string) => `/orgs/${encodeURIComponent(slug)}/impact`;

export function useGroupImpact(slug: string) {
  return useQuery({
    queryKey: ['orgs', 'impact', slug],
    queryFn: async ({ signal }) => (await apiRequest<GroupImpact>(base(slug), { signal, auth: true })).data,
  });
}

/** Owners and organizers only: the page asks only when the viewer is one. */
export function useVolunteerHours(slug: string) {
  return useQuery({
    queryKey: ['orgs', 'impact', slug, 'volunteers'],
    queryFn: async ({ signal }) => (await apiRequest<VolunteerHours[]>(`${base(slug)}/volunteers`, { signal, auth: true })).data,
  });
}

/** The report as a file: `impact.csv`, `impact.pdf` or `volunteers.csv`. */
export function useDownloadGroupImpact(slug: string) {
  return useMutation({
    mutationFn: (file: 'impact.csv' | 'impact.pdf' | 'volunteers.csv') => {
      const path = file === 'volunteers.csv' ? `${base(slug)}/volunteers.csv` : `/orgs/${encodeURIComponent(slug)}/${file}`;
      return apiDownload(path, { accept: file.endsWith('.pdf') ? 'application/pdf' : 'text/csv', fallbackFileName: `${slug}-${file}` });
    },
  });
}
