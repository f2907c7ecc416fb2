import { useToast } from '../app/toast';

export function ToastHost() {
  const toast = useToast();
  if (!toast) return null;
  return (
    <div className="toast" role="alert" key={toast.id}>
      {toast.message}
    </div>
  );
}
