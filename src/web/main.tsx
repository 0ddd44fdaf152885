// Temporary entry: replaced by the real app shell.
import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')!).render(<div>Loading…</div>);
