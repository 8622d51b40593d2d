import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export type SubscribeResult = { message: string };

/** Subscribing twice is not an error: the server answers 200 with its "already subscribed" message. */
export async function subscribe(email: string): Promise<SubscribeResult> {
  const { data } = await apiRequest<SubscribeResult>('/newsletter', { method: 'POST', body: { email } });
  return data;
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
