import { lazy, Suspense, useSyncExternalStore } from 'react';
import { callScreensWanted, subscribeCallScreens } from '../../lib/chat/call-signal';

const CallOverlay = lazy(() => import('./components/call-overlay'));

/**
 * Where a call shows over every member screen. Only this much rides with the member layout: the
 * call screens load when a ring comes or a call button is pressed.
 */
export function CallDock() {
  const wanted = useSyncExternalStore(subscribeCallScreens, callScreensWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CallOverlay />
    </Suspense>
  );
}
