/**
 * Starts loading what its content will open (`onIntent`) as soon as a pointer enters it or focus reaches it, a
 * beat before the press that needs the code. It lays out as its children would (`display: contents`).
 */
export function IntentBoundary({ onIntent, children }: { onIntent: () => void; children: React.ReactNode }) {
  return (
    <span style={{ display: 'contents' }} onPointerEnter={onIntent} onFocus={onIntent}>
      {children}
    </span>
  );
}
