import { createActorContext } from '@xstate/react';
import { useMemo } from 'react';
import { selectionMachine } from '@statecharts/selection/selection.machine.ts';
import type { SelectionState } from '@statecharts/selection/selection.types.ts';
import { forgetStoredGroup, readStoredSelection, writeStoredSelection } from './selection-storage.ts';

const SelectionActor = createActorContext(selectionMachine);

/**
 * The profile and group selection (statecharts/selection), one actor for the app: restored from local storage
 * when it starts, written back on every change. `storage` is for tests and stories; the app uses localStorage.
 */
export function SelectionProvider({
  children,
  storage,
}: {
  children: React.ReactNode;
  storage?: Storage | null;
}) {
  const logic = useMemo(
    () =>
      selectionMachine.provide({
        actions: {
          persistSelection: (_, selection) => writeStoredSelection(selection, storage),
          forgetStoredGroup: () => forgetStoredGroup(storage),
        },
      }),
    [storage],
  );
  const stored = useMemo(() => readStoredSelection(storage), [storage]);

  return (
    <SelectionActor.Provider logic={logic} options={{ input: { stored } }}>
      {children}
    </SelectionActor.Provider>
  );
}

/** The current selection, its state, and how to change it. */
export function useSelection() {
  const state = SelectionActor.useSelector((snapshot) => snapshot.value as SelectionState);
  const context = SelectionActor.useSelector((snapshot) => snapshot.context);
  const { send } = SelectionActor.useActorRef();

  return { state, ...context, send };
}
