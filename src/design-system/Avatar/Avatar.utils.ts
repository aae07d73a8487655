/** First letters of the first two words, uppercased: "ada lovelace" → "AL", "Kestrel" → "K". */
export function getInitials(name: string): string {
  return name
    .trim()
    .split(/\s+/u)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}

/** A stable index in [0, count) for a name (FNV-1a), so a person keeps their colour everywhere. */
export function getColorIndex(name: string, count: number): number {
  let hash = 0x811c9dc5;
  for (const char of name.trim().toLowerCase()) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % count;
}
