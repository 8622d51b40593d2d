import { useMutation } from '@tanstack/react-query';
import type { ContactMessageInput } from '@volunteering/shared/contact-schemas';
import { apiRequest } from '../../../lib/api-client.ts';

export async function sendContactMessage(input: ContactMessageInput): Promise<{ message: string }> {
  const { data } = await apiRequest<{ message: string }>('/contact', { method: 'POST', body: input });
  return data;
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
