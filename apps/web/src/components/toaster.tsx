import 'react-toastify/ReactToastify.css';
import { ToastContainer } from 'react-toastify/unstyled';

/**
 * Where toasts appear (specification section 4): 3000 ms, not closable; width and colours are in
 * styles/index.css. Loaded after the first paint: pages that toast load it long before they do.
 */
export default function Toaster() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={3000}
      closeButton={false}
      closeOnClick={false}
      draggable={false}
      hideProgressBar
      pauseOnFocusLoss={false}
      newestOnTop
    />
  );
}
