import { resolveValue, type Toast, useToaster } from "react-hot-toast/headless";
import { CheckIcon, CloseIcon } from "../../components/ui/icons";

/**
 * App-wide toasts: top-centre, 3000 ms (spec section 2), drawn just under the sticky header so they never
 * cover it. react-hot-toast's headless hook keeps the queue, timers and pause-on-hover; we draw them with
 * the app's own styles instead of its CSS-in-JS runtime (goober), which kept about 4 KB gzip of script
 * in every page's first load.
 */
export function ToastHost() {
  const { toasts, handlers } = useToaster({ duration: 3000 });
  return (
    <div className="pointer-events-none fixed inset-x-0 top-18 z-50 flex flex-col items-center gap-2 px-4">
      {toasts.map((t) => (
        <ToastView key={t.id} toast={t} pause={handlers.startPause} resume={handlers.endPause} />
      ))}
    </div>
  );
}

/** One toast; hovering it holds every toast's timer, as react-hot-toast's own Toaster does. */
function ToastView({ toast, pause, resume }: { toast: Toast; pause: () => void; resume: () => void }) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a status or alert (the role comes from the toast); hover only pauses its timer
    <div
      role={toast.ariaProps.role}
      aria-live={toast.ariaProps["aria-live"]}
      onMouseEnter={pause}
      onMouseLeave={resume}
      className={`pointer-events-auto flex max-w-md items-center gap-2 rounded-lg bg-white px-3 py-2 text-sm text-slate-900 shadow-lg ring-1 ring-slate-900/10 transition-opacity duration-200 motion-reduce:transition-none ${
        toast.visible ? "opacity-100" : "opacity-0"
      }`}
    >
      {toast.type === "success" && (
        <CheckIcon
          aria-hidden="true"
          className="size-5 shrink-0 rounded-full bg-emerald-600 p-0.5 text-white"
        />
      )}
      {toast.type === "error" && (
        <CloseIcon aria-hidden="true" className="size-5 shrink-0 rounded-full bg-red-600 p-0.5 text-white" />
      )}
      <div>{resolveValue(toast.message, toast)}</div>
    </div>
  );
}
