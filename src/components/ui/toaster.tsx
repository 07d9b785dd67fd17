// The toast container (top right, 5 s by default; spec section 9), loaded lazily by the app provider.
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';

export default function Toaster() {
  return <ToastContainer position="top-right" autoClose={5000} />;
}
