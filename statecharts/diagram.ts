/**
 * Diagrams of a statechart, drawn from the machine itself so they cannot drift from it:
 * `toMermaid` for Markdown viewers, `toDot` + `renderSvg` for an SVG that needs no browser-side library.
 *
 * Everything here is pure apart from loading the Graphviz WASM module once. The output is
 * deterministic (no timestamps, edges sorted), so a committed diagram can be compared byte for byte
 * with a fresh one: `tests/statecharts/diagrams.test.ts` does, and `node scripts/statecharts.ts`
 * rewrites them.
 *
 * Conventions read from the machine: `meta.screen` is the route a state shows; a state left only
 * through `always` is transient (drawn as a decision); the state's `description`, if any, is printed
 * under its name.
 */
import { Graphviz } from '@hpcc-js/wasm-graphviz';
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

export type StatechartNode = {
  key: string;
  screen: string | null;
  description: string | null;
  isInitial: boolean;
  isTransient: boolean;
};

export type StatechartEdge = {
  source: string;
  target: string;
  /** `null` for an eventless (`always`) transition. */
  event: string | null;
  guard: string | null;
};

/** The top-level states, in the order the machine defines them (the flow order, for the layout). */
export function statechartNodes(machine: AnyStateMachine): StatechartNode[] {
  return topLevelStates(machine).map((node) => {
    const meta: unknown = node.meta;
    const screen = isRecord(meta) && typeof meta.screen === 'string' ? meta.screen : null;
    return {
      key: node.key,
      screen,
      description: node.description ?? null,
      isInitial: machine.root.initial?.target.includes(node) ?? false,
      isTransient: node.always !== undefined && node.always.length > 0 && node.transitions.size === 0,
    };
  });
}

/**
 * Every transition of every top-level state, one edge per target; a targetless transition is drawn
 * as a loop. Sorted by source (definition order), event name, then target, so reordering the `on`
 * keys of a machine does not change its diagram.
 */
export function statechartEdges(machine: AnyStateMachine): StatechartEdge[] {
  const nodes = topLevelStates(machine);
  const order = new Map(nodes.map((node, index) => [node.key, index]));
  const edges = nodes.flatMap((node) => {
    const transitions: AnyTransitionDefinition[] = [
      ...[...node.transitions.values()].flat(),
      ...(node.always ?? []),
    ];
    return transitions.flatMap((transition) =>
      (transition.target ?? [node]).map((target) => ({
        source: node.key,
        target: target.key,
        event: transition.eventType === '' ? null : readableEvent(transition.eventType, node),
        guard: guardName(transition.guard),
      })),
    );
  });

  return edges.sort(
    (a, b) =>
      (order.get(a.source) ?? 0) - (order.get(b.source) ?? 0) ||
      compareText(a.event ?? '', b.event ?? '') ||
      (order.get(a.target) ?? 0) - (order.get(b.target) ?? 0) ||
      compareText(a.guard ?? '', b.guard ?? ''),
  );
}

/** "event [guard]", "[guard]" for an eventless transition, or just "event". */
export function edgeLabel(edge: StatechartEdge): string {
  return [edge.event, edge.guard === null ? null : `[${edge.guard}]`]
    .filter((part) => part !== null)
    .join(' ');
}

/** A Mermaid `stateDiagram-v2`: each state with its route, each transition with its event and guard. */
export function toMermaid(machine: AnyStateMachine): string {
  const nodes = statechartNodes(machine);
  const lines = ['stateDiagram-v2', '  direction LR'];
  for (const node of nodes) {
    for (const text of [node.description, node.screen]) {
      if (text !== null) lines.push(`  ${node.key} : ${text}`);
    }
  }
  for (const node of nodes.filter((candidate) => candidate.isInitial)) lines.push(`  [*] --> ${node.key}`);
  for (const edge of statechartEdges(machine)) {
    const label = edgeLabel(edge);
    lines.push(`  ${edge.source} --> ${edge.target}${label === '' ? '' : ` : ${label}`}`);
  }

  return `${lines.join('\n')}\n`;
}

const FONT = 'Helvetica';
const INK = '#1f2933';
const MUTED = '#52606d';
// Colour-blind-safe (Okabe–Ito), handed out to event names in alphabetical order.
const EVENT_COLOURS = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#56B4E9', '#000000'];

/** A Graphviz description: left to right, rounded boxes with the route under the state name. */
export function toDot(machine: AnyStateMachine, options: { title?: string } = {}): string {
  const nodes = statechartNodes(machine);
  const edges = statechartEdges(machine);
  const eventNames = [...new Set(edges.flatMap((edge) => (edge.event === null ? [] : [edge.event])))].sort(
    compareText,
  );
  const transientKeys = new Set(nodes.filter((node) => node.isTransient).map((node) => node.key));
  const colourOf = (event: string | null) =>
    event === null ? MUTED : (EVENT_COLOURS[eventNames.indexOf(event) % EVENT_COLOURS.length] ?? INK);

  const lines = [
    `digraph ${quote(machine.id)} {`,
    `  graph [rankdir=LR, fontname=${quote(FONT)}, fontsize=16, fontcolor=${quote(INK)}, bgcolor="white", pad=0.3, nodesep=0.35, ranksep=0.6${
      options.title === undefined ? '' : `, label=<${html(options.title)}>, labelloc=t, labeljust=l`
    }];`,
    `  node [fontname=${quote(FONT)}, fontsize=13, fontcolor=${quote(INK)}, color=${quote(MUTED)}, penwidth=1.2];`,
    `  edge [fontname=${quote(FONT)}, fontsize=11, arrowsize=0.7, penwidth=1.1];`,
  ];
  for (const node of nodes.filter((candidate) => candidate.isInitial)) {
    lines.push(
      `  ${quote(`[*]${node.key}`)} [shape=circle, style=filled, fillcolor=${quote(INK)}, label="", width=0.18];`,
    );
    lines.push(`  ${quote(`[*]${node.key}`)} -> ${quote(node.key)} [color=${quote(INK)}];`);
  }
  for (const node of nodes) {
    const details = [node.screen, node.description].filter((text): text is string => text !== null);
    const label = [`<b>${html(node.key)}</b>`, ...details.map((text) => small(text, MUTED))].join('<br/>');
    const shape = node.isTransient
      ? 'shape=box, style="rounded,dashed,filled", fillcolor="#fff8e6"'
      : 'shape=box, style="rounded,filled", fillcolor="#eef4fb"';
    lines.push(`  ${quote(node.key)} [${shape}, margin="0.2,0.1", label=<${label}>];`);
  }
  for (const edge of edges) {
    const colour = colourOf(edge.event);
    const parts = [
      ...(edge.event === null ? [] : [html(edge.event)]),
      ...(edge.guard === null ? [] : [small(`[${edge.guard}]`, MUTED)]),
    ];
    const style = edge.event === null ? ', style=dashed' : '';
    // Branches out of a transient state run below the flow and transitions into it above, so the two
    // fans do not cross each other.
    const ports = transientKeys.has(edge.source)
      ? ', tailport=s'
      : transientKeys.has(edge.target)
        ? ', tailport=n, headport=n'
        : '';
    lines.push(
      `  ${quote(edge.source)} -> ${quote(edge.target)} [color=${quote(colour)}, fontcolor=${quote(INK)}${style}${ports}, label=<${parts.join('<br/>')}>];`,
    );
  }
  // An invisible, heavy chain through the states in definition order keeps the main flow on one line,
  // so the transitions that skip ahead or go back curve around it instead of tangling it.
  for (const [index, node] of nodes.entries()) {
    const next = nodes[index + 1];
    if (next) lines.push(`  ${quote(node.key)} -> ${quote(next.key)} [style=invis, weight=20];`);
  }
  lines.push('}');

  return `${lines.join('\n')}\n`;
}

let graphviz: Promise<Graphviz> | undefined;

/** Lays the DOT out with Graphviz (compiled to WASM, so it runs offline) and returns the SVG. */
export async function renderSvg(dot: string): Promise<string> {
  graphviz ??= Graphviz.load();
  const svg = (await graphviz).dot(dot, 'svg');

  return svg.endsWith('\n') ? svg : `${svg}\n`;
}

function topLevelStates(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = Object.values(machine.root.states);
  const nested = nodes.find((node) => Object.keys(node.states).length > 0);
  if (nested) {
    // Drawing compound states needs clusters (DOT) and composite states (Mermaid); add them when a
    // machine needs them rather than drawing a wrong picture.
    throw new Error(
      `statecharts/diagram.ts draws flat machines only; "${machine.id}.${nested.key}" has child states.`,
    );
  }

  return nodes;
}

/**
 * XState's own event names, in words: a delay ("after checkInterval") and the outcome of an invoked actor
 * ("fetchVersion done", "fetchVersion failed"); anything else as it is.
 */
function readableEvent(eventType: string, node: AnyStateNode): string {
  const delay = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (delay) return `after ${delay[1]}`;
  const outcome = /^xstate\.(done|error)\.actor\./.exec(eventType);
  if (outcome) {
    const source = node.invoke.find((definition) => eventType.endsWith(`.${definition.id}`))?.src;
    const name = typeof source === 'string' ? source : 'the invoked actor';
    return `${name} ${outcome[1] === 'done' ? 'done' : 'failed'}`;
  }

  return eventType;
}

function guardName(guard: AnyTransitionDefinition['guard']): string | null {
  if (guard === undefined) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'inline guard';

  return guard.type;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Code-unit order, the same on every machine and locale. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function quote(text: string): string {
  return `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

function html(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

function small(text: string, colour: string): string {
  return `<font point-size="10" color="${colour}">${html(text)}</font>`;
}
