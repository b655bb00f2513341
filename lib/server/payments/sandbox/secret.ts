import 'server-only';
import { installationSecret } from '@/lib/server/security/installation-secret';

/**
 * The sandbox acquirer's HMAC key: SANDBOX_ACQUIRER_SECRET when configured (several installations
 * sharing one sandbox, or a fixed key for a test), else this installation's own random key, made
 * once and kept in `installation_secrets` so every replica signs and checks with the same one.
 * Never a value known outside the installation: nobody can sign a callback by reading our source.
 */
export const sandboxSecret = async (): Promise<string> => process.env.SANDBOX_ACQUIRER_SECRET || installationSecret('sandbox-acquirer-hmac');
