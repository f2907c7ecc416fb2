/** The statecharts laid out when the app is built (vite-flow-atlas.ts). */
declare module 'virtual:flow-atlas' {
  export const flows: import('./chart').FlowEntry[];
  /** Each chart by machine id, fetched when first asked for. */
  export const charts: Record<string, () => Promise<{ default: import('./chart').Chart }>>;
}
