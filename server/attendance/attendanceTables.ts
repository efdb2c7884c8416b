/**
 * Attendance (issue 13): the tills' clock events and the managers' corrections, both facts appended
 * once under a client-made id and never changed (DESIGN.md, "append, never overwrite"). Instants are
 * stored in UTC ISO form, so text order is time order on both databases.
 */
export interface AttendanceEventsTable {
  id: string;
  customer_id: string;
  location_id: string;
  user_id: string;
  kind: string;
  at: string;
  device: string | null;
  business_date: string;
  received_at: string;
  recorded_by: string;
}

export interface AttendanceCorrectionsTable {
  id: string;
  customer_id: string;
  location_id: string;
  user_id: string;
  kind: string;
  /** Null when the correction only takes an event out. */
  at: string | null;
  replaces_event_id: string | null;
  reason: string;
  business_date: string;
  corrected_by: string;
  created_at: string;
}

export interface AttendanceTables {
  attendance_events: AttendanceEventsTable;
  attendance_corrections: AttendanceCorrectionsTable;
}
