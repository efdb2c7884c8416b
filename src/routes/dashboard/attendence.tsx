import { IconUserCheck } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { AttendanceScreen } from '@/features/people/attendance/AttendanceScreen';
import { attendanceSearch } from '@/features/people/attendance/attendanceView';

export const Route = createFileRoute('/dashboard/attendence')({
  staticData: {
    namespaces: ['people-attendance', 'reports'],
    nav: {
      section: 'attendance',
      labelKey: 'people-attendance:nav',
      icon: IconUserCheck,
      area: 'attendance',
      permission: 'attendance.read',
      order: 10,
    },
  },
  validateSearch: attendanceSearch,
  component: AttendanceScreen,
});
