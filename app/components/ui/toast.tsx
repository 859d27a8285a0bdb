import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { Icon } from "./icon";

export interface Toast {
  id: number;
  kind: "success" | "error";
  title: string;
  description: string;
}

type ShowToast = (toast: Omit<Toast, "id">) => void;

const ToastContext = createContext<ShowToast>(() => {});

/** Shows a toast: `const toast = useToast(); toast({ kind: "success", title, description })`. */
export function useToast(): ShowToast {
  return useContext(ToastContext);
}

const DISMISS_AFTER_MS = { success: 6000, error: 12000 } as const;
let nextId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const show = useCallback<ShowToast>((toast) => setToasts((all) => [...all, { ...toast, id: nextId++ }]), []);
  const value = useMemo(() => show, [show]);

  const success = toasts.filter((t) => t.kind === "success");
  const errors = toasts.filter((t) => t.kind === "error");

  return (
    <ToastContext.Provider value={value}>
      {children}
      {/*
        Two live regions, in the server HTML from the start and empty: screen readers announce
        what is written into a region they already know, not a region inserted with its text.
        At the bottom of the screen (bottom right from 640 px), so a toast never covers the
        header and its phone number; app.css keeps focused fields clear of it.
      */}
      <div className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-4 sm:items-end">
        <div role="status" aria-live="polite" className="flex w-full max-w-sm flex-col gap-2">
          {success.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </div>
        <div aria-live="assertive" className="flex w-full max-w-sm flex-col gap-2">
          {errors.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </div>
      </div>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), DISMISS_AFTER_MS[toast.kind]);
    return () => clearTimeout(timer);
  }, [toast, onDismiss]);
  const success = toast.kind === "success";
  return (
    <div
      data-toast
      data-testid="toast"
      className={`pointer-events-auto flex gap-3 rounded-lg border bg-white p-4 shadow-lg ${
        success ? "border-green-600" : "border-red-600"
      }`}
    >
      <Icon
        name={success ? "circle-check" : "circle-alert"}
        className={`size-6 shrink-0 ${success ? "text-green-700" : "text-red-700"}`}
      />
      <div className="flex-1">
        <p className="font-semibold text-slate-900">{toast.title}</p>
        <p className="text-sm text-slate-700">{toast.description}</p>
      </div>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        className="self-start rounded p-1 text-slate-600 hover:bg-slate-100"
      >
        <Icon name="x" className="size-4" />
        <span className="sr-only">Dismiss notification</span>
      </button>
    </div>
  );
}
