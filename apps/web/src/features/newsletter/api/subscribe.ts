import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export type SubscribeResult = { message: string };

/** Asks for the newsletter; the answer says to confirm from the inbox, whether or not the address was subscribed. */
export async function subscribe(email: string): Promise<SubscribeResult> {
  const { data } = await apiRequest<SubscribeResult>('/newsletter', { method: 'POST', body: { email } });
  return data;
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
