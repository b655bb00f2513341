import { afterEach, describe, expect, it } from 'vitest';
import { enabledProviders, providerConfig, toSocialProfile } from './providers';

afterEach(() => {
  delete process.env.FACEBOOK_CLIENT_ID;
  delete process.env.FACEBOOK_CLIENT_SECRET;
});

describe('social providers', () => {
  it('reads Google OpenID userinfo and Facebook Graph /me into one shape', () => {
    expect(toSocialProfile('google', { sub: '123', email: 'Olha@Gmail.com', email_verified: true, given_name: 'Ольга', family_name: 'Кобилянська' })).toEqual({
      id: '123',
      email: 'olha@gmail.com',
      firstName: 'Ольга',
      lastName: 'Кобилянська',
    });
    expect(toSocialProfile('facebook', { id: '987', email: 'ivan@example.com', first_name: 'Іван', last_name: 'Франко' })).toEqual({
      id: '987',
      email: 'ivan@example.com',
      firstName: 'Іван',
      lastName: 'Франко',
    });
  });

  it('ignores an e-mail Google has not verified, and refuses a profile without an id', () => {
    expect(toSocialProfile('google', { sub: '1', email: 'x@example.com', email_verified: false })?.email).toBeUndefined();
    expect(toSocialProfile('facebook', { email: 'x@example.com' })).toBeNull();
  });

  it('offers a provider only with both its client id and secret, with the documented endpoints by default', () => {
    expect(providerConfig('facebook')).toBeNull();
    process.env.FACEBOOK_CLIENT_ID = 'id';
    expect(providerConfig('facebook')).toBeNull();
    process.env.FACEBOOK_CLIENT_SECRET = 'secret';
    expect(providerConfig('facebook')).toMatchObject({ tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token', scopes: ['email', 'public_profile'] });
    expect(enabledProviders()).toContain('facebook');
  });
});
