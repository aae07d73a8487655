import { render, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { setInteractionModality } from 'react-aria';
import { afterEach, describe, expect, it } from 'vitest';
import { returnFocusIfLost, useFocusBackOnClose } from '@/design-system/lazy/index.ts';

const frames = () => new Promise((resolve) => setTimeout(resolve, 60));

afterEach(() => {
  document.body.replaceChildren();
  setInteractionModality('keyboard');
});

function Popover({ triggerRef }: { triggerRef: React.RefObject<HTMLElement | null> }) {
  useFocusBackOnClose(triggerRef);

  return <div role="menu" />;
}

function Page({ open }: { open: boolean }) {
  const triggerRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button ref={triggerRef}>Export chart</button>
      <input aria-label="Search" />
      {open && <Popover triggerRef={triggerRef} />}
    </>
  );
}

describe('focus an overlay leaves on the body', () => {
  it('goes back to the element it belongs to', async () => {
    const button = document.createElement('button');
    document.body.append(button);
    (document.activeElement as HTMLElement | null)?.blur();
    returnFocusIfLost(() => button);
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('stays where something else has put it', async () => {
    const button = document.createElement('button');
    const input = document.createElement('input');
    document.body.append(button, input);
    input.focus();
    returnFocusIfLost(() => button);
    await frames();
    expect(document.activeElement).toBe(input);
  });

  it("returns to a popover's trigger when the popover closes and leaves it on the body", async () => {
    const { rerender, getByRole } = render(<Page open />);
    (document.activeElement as HTMLElement | null)?.blur();
    rerender(<Page open={false} />);
    await waitFor(() => expect(getByRole('button', { name: 'Export chart' })).toHaveFocus());
  });

  it('is left on the body after a pointer press, where nobody follows the focus', async () => {
    const { rerender, getByRole } = render(<Page open />);
    setInteractionModality('pointer');
    (document.activeElement as HTMLElement | null)?.blur();
    rerender(<Page open={false} />);
    await frames();
    expect(getByRole('button', { name: 'Export chart' })).not.toHaveFocus();
    expect(document.activeElement).toBe(document.body);
  });

  it('is left alone when the popover closes because the user moved to another field', async () => {
    const { rerender, getByRole } = render(<Page open />);
    getByRole('textbox', { name: 'Search' }).focus();
    rerender(<Page open={false} />);
    await frames();
    expect(getByRole('textbox', { name: 'Search' })).toHaveFocus();
  });
});
