import { Toaster } from "react-hot-toast";

/** App-wide toasts: top-centre, 3000 ms (spec section 2). */
export function ToastHost() {
  return <Toaster position="top-center" toastOptions={{ duration: 3000 }} />;
}
