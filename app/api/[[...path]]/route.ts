import { notFoundMethods } from '@/lib/server/api/methods';

// Any /api/… path no other route file serves: the 404 error envelope instead of the HTML 404 page.
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = notFoundMethods();
