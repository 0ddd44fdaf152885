/** Image upload: the route. The image types and size the server takes, and its messages, are in constants.ts. */
import { ALL_ROLES } from '../roles';
import { routes } from '../route';
import type { uploadSchemas } from './schemas';

export { UPLOAD_MAX_BYTES, MAX_BASE64_CHARS, UPLOAD_MESSAGES, UPLOAD_TYPES } from './constants';
export type { UploadType } from './constants';

export const uploadRoutes = routes<typeof uploadSchemas>()(
  { tag: 'Uploads', auth: ALL_ROLES },
  { add: { method: 'POST', path: '/upload' } },
);
