/**
 * SVG paths for a sparkline: one line path (a new `M` after every gap) and one closed area path per run of
 * values. The y range has a little padding so a flat line does not sit on the edge.
 */
export function sparklinePaths(
  values: ReadonlyArray<number | null>,
  width: number,
  height: number,
  strokeWidth = 1.5,
): { line: string; area: string; last: { x: number; y: number } | null } {
  const numbers = values.filter((value): value is number => value !== null && Number.isFinite(value));
  if (numbers.length === 0) return { line: '', area: '', last: null };
  const min = Math.min(...numbers);
  const max = Math.max(...numbers);
  const pad = strokeWidth + 1;
  const span = max - min || 1;
  const step = values.length > 1 ? (width - pad * 2) / (values.length - 1) : 0;
  const x = (index: number) => pad + index * step;
  const y = (value: number) =>
    max === min ? height / 2 : pad + (1 - (value - min) / span) * (height - pad * 2);

  let line = '';
  let area = '';
  let run: Array<[number, number]> = [];
  let last: { x: number; y: number } | null = null;
  const closeRun = () => {
    if (run.length === 0) return;
    const [first] = run;
    const end = run[run.length - 1];
    if (first && end) {
      area += `M${first[0].toFixed(2)},${height}L${run.map(([px, py]) => `${px.toFixed(2)},${py.toFixed(2)}`).join('L')}L${end[0].toFixed(2)},${height}Z`;
    }
    run = [];
  };
  values.forEach((value, index) => {
    if (value === null || !Number.isFinite(value)) {
      closeRun();
      return;
    }
    const point: [number, number] = [x(index), y(value)];
    line += `${run.length === 0 ? 'M' : 'L'}${point[0].toFixed(2)},${point[1].toFixed(2)}`;
    run.push(point);
    last = { x: point[0], y: point[1] };
  });
  closeRun();
  return { line, area, last };
}
