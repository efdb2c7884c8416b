/** The publish log and its snapshots (migration 20261130T120000_publications). */
export interface PublicationsTables {
  publications: {
    id: string;
    customer_id: string;
    version: number;
    what: string;
    /** JSON array of the parts named. */
    parts: string;
    /** JSON object: part → { rows, added, changed, removed }. */
    counts: string;
    note: string | null;
    published_by: string;
    published_by_name: string;
    published_at: string;
  };
  publication_parts: {
    customer_id: string;
    part: string;
    version: number;
    row_count: number;
    /** JSON array of the part's rows as published. */
    rows: string;
  };
}
