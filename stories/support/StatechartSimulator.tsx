import { useMachine } from '@xstate/react';
import styled from 'styled-components';
import type { within } from 'storybook/test';
import type { AnyStateMachine, EventFromLogic, InputFrom } from 'xstate';
import { Badge } from '@/design-system/Badge';
import { Button } from '@/design-system/Button';
import { Heading } from '@/design-system/Heading';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';

type SimulatorProps<TMachine extends AnyStateMachine> = {
  machine: TMachine;
  input: InputFrom<TMachine>;
  /** The events a visitor can send, each with a payload; one button each. */
  events: ReadonlyArray<EventFromLogic<TMachine>>;
  /** The button text for an event; its type and payload by default. */
  describeEvent?: (event: EventFromLogic<TMachine>) => string;
};

const defaultDescription = (event: { type: string }) => {
  const { type, ...payload } = event;
  const details = Object.values(payload).map((value) => JSON.stringify(value));
  return details.length === 0 ? type : `${type} ${details.join(' ')}`;
};

/**
 * A statechart to play with, for product owners: its states (the active one highlighted), the context it holds,
 * and a button per event — disabled where the machine would ignore it. The machine runs as the app runs it,
 * minus the side effects the app provides (they do nothing here).
 */
export function StatechartSimulator<TMachine extends AnyStateMachine>({
  machine,
  input,
  events,
  describeEvent = defaultDescription,
}: SimulatorProps<TMachine>) {
  const [snapshot, send] = useMachine(machine, { input });
  const states = Object.keys(machine.root.states);

  return (
    <Stack gap={500}>
      <Section id="simulator-states" title="States">
        <StateList>
          {states.map((state) => {
            const isActive = snapshot.matches(state);
            return (
              <li
                key={state}
                aria-current={isActive ? 'step' : undefined}
                data-active={isActive || undefined}
              >
                <code>{state}</code>
                {isActive ? (
                  <Badge size="sm" tone="accent">
                    active
                  </Badge>
                ) : null}
              </li>
            );
          })}
        </StateList>
      </Section>
      <Section id="simulator-events" title="Events">
        <Stack direction="row" gap={200} wrap>
          {events.map((event) => (
            <Button
              key={describeEvent(event)}
              size="sm"
              variant="secondary"
              isDisabled={!snapshot.can(event)}
              onPress={() => send(event)}
            >
              {describeEvent(event)}
            </Button>
          ))}
        </Stack>
      </Section>
      <Section id="simulator-context" title="Context">
        <Text as="div" size="sm">
          <Context aria-label="Machine context" tabIndex={0}>
            {JSON.stringify(snapshot.context, null, 2)}
          </Context>
        </Text>
      </Section>
    </Stack>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Heading level={3} size="sm" id={id}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

type Canvas = ReturnType<typeof within>;

/** For play functions: the name of the highlighted (active) state. */
export function activeState(canvas: Canvas): string | null | undefined {
  return canvas.getByRole('listitem', { current: 'step' }).querySelector('code')?.textContent;
}

/** For play functions: the context panel. */
export function machineContext(canvas: Canvas): HTMLElement {
  return canvas.getByLabelText('Machine context');
}

/** The simulator's context panel, read back as the machine's context. */
export function contextOf(canvas: Canvas): Record<string, unknown> {
  return JSON.parse(machineContext(canvas).textContent ?? '{}') as Record<string, unknown>;
}

/** What every simulator story's meta shares: no controls for the machine and its events, some room around. */
export const SIMULATOR_META = {
  argTypes: { machine: { control: false }, events: { control: false } },
  parameters: { layout: 'padded' },
} as const;

const StateList = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[200]};
  margin: ${({ theme }) => theme.space[200]} 0 0;
  padding: 0;
  list-style: none;

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[200]};
    padding: ${({ theme }) => theme.space[200]} ${({ theme }) => theme.space[300]};
    border: 1px solid ${({ theme }) => theme.color.borderSubtle};
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.color.textSecondary};
  }
  li[data-active] {
    border-color: ${({ theme }) => theme.color.accent};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.textPrimary};
  }
`;

const Context = styled.pre`
  margin: ${({ theme }) => theme.space[200]} 0 0;
  padding: ${({ theme }) => theme.space[300]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSubtle};
  color: ${({ theme }) => theme.color.textPrimary};
  overflow-x: auto;
`;
