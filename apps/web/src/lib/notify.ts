import { toast } from 'react-toastify/unstyled';

/** Toasts as the specification draws them (the container sets life, width and closability). */
export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
};
