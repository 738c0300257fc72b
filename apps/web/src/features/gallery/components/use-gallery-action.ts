import { useMutation } from '@tanstack/react-query';
import type { MemberAnswer, PlainKey } from '@inai/shared';
import { failureMessage } from '../../../lib/api-errors';
import { t } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useSetMe } from '../../../lib/api/me';

interface GalleryAction {
  /** The photo or horoscope worked on. */
  id: number;
  call(): Promise<MemberAnswer>;
  /** Our toast when it worked. */
  success: PlainKey;
}

/**
 * Runs a gallery call (delete, set avatar): the member becomes the server's answer and our
 * toast shows. `busyId` marks the item being worked on.
 */
export function useGalleryAction() {
  const setMe = useSetMe();
  const action = useMutation({
    mutationFn: ({ call }: GalleryAction) => call(),
    onSuccess: (answer, { success }) => {
      setMe(answer.user);
      notify.success(t(success));
    },
    onError: (err) => {
      // The specification only logs a failed call; we also say why.
      console.warn('gallery action failed', err);
      notify.error(failureMessage(err, 'profile.updateFailed'));
    },
  });
  return {
    busyId: action.isPending ? action.variables.id : null,
    run: (id: number, call: () => Promise<MemberAnswer>, success: PlainKey) => action.mutate({ id, call, success }),
  };
}
