import { useToast } from '../app/toast';
import './Toast.css';

/** The one toast on screen (src/app/toast.ts decides what and for how long). */
export function ToastHost() {
  const toast = useToast();
  if (!toast) return null;
  return (
    <div className="toast" role="alert" key={toast.id}>
      {toast.message}
    </div>
  );
}
