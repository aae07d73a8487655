import type { FastifyInstance } from 'fastify';
import * as slots from '../../../contracts/slots.ts';
import type { TimeSlotsService } from '../../modules/publishing/time-slots.service.ts';
import { route } from '../route.ts';

/** Profiles' time slots and their queue. Thin: parse, call the service, answer. */
export function timeSlotsRoutes(app: FastifyInstance, service: TimeSlotsService): void {
  route(app, slots.getProfileTimeSlots, ({ params }, { request }) =>
    service.get(request.actor(), params.spid),
  );
  route(app, slots.replaceProfileTimeSlots, ({ params, body }, { request }) =>
    service.replace(request.actor(), params.spid, body),
  );
  route(app, slots.addProfileTimeSlot, ({ params, body }, { request }) =>
    service.add(request.actor(), params.spid, body),
  );
  route(app, slots.deleteProfileTimeSlot, ({ params }, { request }) =>
    service.remove(request.actor(), params.spid, { weekday: params.weekday, time: params.time }),
  );
  route(app, slots.listQueueSlots, ({ query }, { request }) => service.queue(request.actor(), query));
}
