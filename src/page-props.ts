/** A page gets its route's query parameters. */
export interface PageProps {
  query: Record<string, string>;
}
