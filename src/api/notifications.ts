import { listNotifications, markNotificationsAsRead } from '@/api/routes.generated.ts';
import useSWR from 'swr';
import { callEndpoint, endpointPath } from './endpoints.ts';

export const NOTIFICATIONS_KEY = endpointPath(listNotifications);
const POLL_MS = 30_000;

/** The user's latest notifications and the unread count, asked again every 30 s. */
export function useNotifications() {
  const { data, error, mutate } = useSWR(NOTIFICATIONS_KEY, () => callEndpoint(listNotifications), {
    refreshInterval: POLL_MS,
  });

  return {
    notifications: data,
    error: error as unknown,
    /** Marks the named notifications (all when none are named) as read. */
    async markRead(ids?: string[]) {
      await callEndpoint(markNotificationsAsRead, { body: ids ? { ids } : {} });
      await mutate();
    },
  };
}
