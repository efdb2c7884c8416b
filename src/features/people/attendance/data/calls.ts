import type { AttendanceCorrectionBody } from '@contract/attendance';
import { attendanceCalls } from '@contract/attendanceCalls';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callServer } from '@/data/calls';
import { useBackhouse } from '@/data/react';
import { callReadKey } from '@/data/serverRead';

/**
 * Attendance's calls (`attendanceCalls`). Reads go through `useCallRead` (kept on the device with their time, so the
 * screen opens offline); a correction goes straight to the server under an id made when the dialog
 * opens, so a resend after a lost reply records it once.
 */

/** A manager's correction of a tap, and the refresh of the reads it changes. */
export function useCorrection() {
  const { api } = useBackhouse();
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      correct: (body: AttendanceCorrectionBody) =>
        callServer(api, attendanceCalls.correct, { body }),
      /** The person's months and today's board show the corrected day. */
      refresh: (userId: string) =>
        Promise.all([
          queryClient.invalidateQueries({
            queryKey: callReadKey(attendanceCalls.month, { id: userId }),
          }),
          queryClient.invalidateQueries({ queryKey: callReadKey(attendanceCalls.today) }),
        ]),
    }),
    [api, queryClient],
  );
}
