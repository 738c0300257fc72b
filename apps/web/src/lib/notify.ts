/**
 * Toasts as the specification draws them (the container sets life, width and closability).
 * react-toastify is imported on first use, not in the first bundle; a toast shown with the same
 * `id` twice (a guard rendering twice) appears once.
 */
const toastify = () => import('react-toastify/unstyled').then((m) => m.toast);

export const notify = {
  success: (message: string, id?: string) => void toastify().then((toast) => toast.success(message, { toastId: id })),
  error: (message: string, id?: string) => void toastify().then((toast) => toast.error(message, { toastId: id })),
};
