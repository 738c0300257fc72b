import { Suspense, useSyncExternalStore, type ComponentType } from 'react';
import { callScreensWanted, subscribeCallScreens } from '../../../lib/chat/call-signal';

/**
 * Where a call shows over every member screen. Only this much rides with the member layout: the
 * call screens (`screens`, a lazy component the app hands in) load when a ring comes or a call
 * button is pressed.
 */
export function CallDock({ screens: Screens }: { screens: ComponentType | undefined }) {
  const wanted = useSyncExternalStore(subscribeCallScreens, callScreensWanted);
  if (!wanted || !Screens) return null;
  return (
    <Suspense fallback={null}>
      <Screens />
    </Suspense>
  );
}
