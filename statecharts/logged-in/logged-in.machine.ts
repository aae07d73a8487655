/**
 * The logged-in flag (spec §3, §4): false by default; true once a user is loaded and the login-completed
 * analytics event has fired; false again when the user disappears (sign-out, expired session).
 *
 *   loggedOut  isLoggedIn false
 *   loggedIn   isLoggedIn true
 *
 * Provided by the app: `trackLoginCompleted(user)`, the analytics event, sent on the way in — the flag turns true
 * with it, never without it.
 */
import { assertEvent, setup } from 'xstate';

export type LoggedInUser = { id: string; isTrial: boolean };

export type LoggedInEvent = { type: 'user.loaded'; user: LoggedInUser } | { type: 'user.gone' };

export const loggedInMachine = setup({
  types: {
    events: {} as LoggedInEvent,
  },
  actions: {
    trackLoginCompleted: (_, _user: LoggedInUser) => {},
  },
}).createMachine({
  id: 'loggedIn',
  initial: 'loggedOut',
  states: {
    loggedOut: {
      description: 'isLoggedIn: false',
      on: {
        'user.loaded': {
          target: 'loggedIn',
          actions: {
            type: 'trackLoginCompleted',
            params: ({ event }) => {
              assertEvent(event, 'user.loaded');
              return event.user;
            },
          },
        },
      },
    },
    loggedIn: {
      description: 'isLoggedIn: true',
      on: { 'user.gone': { target: 'loggedOut' } },
    },
  },
});
