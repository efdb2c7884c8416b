import { oneOf, searchReader } from '@/shared/searchParams';
import { todayKinds } from './todayItems';

/** `/dashboard/today?kind=`: the one kind the list shows (the summary's choice). */
export const todaySearch = searchReader({ kind: oneOf(todayKinds) });
