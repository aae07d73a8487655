import { defineEndpoint } from './endpoint.ts';
import { ZSubscription } from './user.ts';

export const getSubscription = defineEndpoint({
  id: 'getSubscription',
  method: 'GET',
  path: '/subscription',
  summary: "The account's subscription: plan (`product_key`), status and trial end",
  tag: 'Billing',
  access: 'user',
  permission: { role: 'member' },
  response: { status: 200, description: 'The subscription', schema: ZSubscription },
  errors: [401],
});
