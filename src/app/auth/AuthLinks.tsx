import { Anchor, Text } from '@mantine/core';
import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';

/**
 * How the links of the sign-in pages go to their address: the router's navigation inside the app
 * (given by the root route), the app started at that address on the sign-in page that opens before
 * it (`signInFirst.tsx`). Without one, a link is a plain link.
 */
export const AuthNavigation = createContext<((to: string) => void) | null>(null);

/** A click the page should handle itself: the main button, no key held to open it elsewhere. */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** A line under an auth form: some text and a link. */
export function AuthLink({
  text,
  to,
  label,
  testId,
}: {
  text?: ReactNode;
  to: string;
  label: ReactNode;
  testId?: string;
}) {
  const go = useContext(AuthNavigation);
  return (
    <Text size="sm" c="dimmed" ta="center">
      {/* Set apart from the link: in Arabic, "جديد على Backhouse؟" beside the link showed its
          question mark after the link and the link against "Backhouse". */}
      <bdi>{text}</bdi>{' '}
      <Anchor
        href={to}
        onClick={(event: MouseEvent) => {
          if (!go || !plainClick(event)) return;
          event.preventDefault();
          go(to);
        }}
        fw={600}
        data-testid={testId}
      >
        {label}
      </Anchor>
    </Text>
  );
}
