import { z } from 'zod';
import { ZIsoDateTime } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/** In-app notifications (spec: notifications): what the top bar lists and counts. */

export const ZNotification = z
  .object({
    id: z.uuid(),
    /** `post_due` (publish a post by hand), `profile_auth` (a profile needs reconnecting), … */
    kind: z.string(),
    title: z.string(),
    body: z.string(),
    /** Where the app opens it (a path of the app), or null. */
    link: z.string().nullable(),
    post_id: z.uuid().nullable(),
    profile_id: z.uuid().nullable(),
    read_at: ZIsoDateTime.nullable(),
    created_at: ZIsoDateTime,
  })
  .meta({ id: 'Notification' });
export type TNotification = z.infer<typeof ZNotification>;

export const listNotifications = defineEndpoint({
  id: 'listNotifications',
  method: 'GET',
  path: '/notifications',
  summary: "The signed-in user's latest notifications (newest first, at most 50) and how many are unread",
  tag: 'Notifications',
  access: 'user',
  permission: { role: 'member' },
  response: {
    status: 200,
    description: 'Notifications and the unread count',
    schema: z.object({ items: z.array(ZNotification), unread_count: z.number().int() }),
  },
  errors: [401],
});

export const markNotificationsAsRead = defineEndpoint({
  id: 'markNotificationsAsRead',
  method: 'POST',
  path: '/notifications/mark-as-read',
  summary: 'Mark notifications as read: the ones named, or every one when `ids` is left out',
  tag: 'Notifications',
  access: 'user',
  permission: { role: 'member' },
  body: z.object({ ids: z.array(z.uuid()).max(200).optional() }).default({}),
  response: {
    status: 200,
    description: 'How many are still unread',
    schema: z.object({ unread_count: z.number().int() }),
  },
  errors: [401, 422],
});
