/**
 * Full page loads from client islands, behind one object so component tests can watch them
 * (jsdom cannot navigate, and its `location` methods cannot be replaced). A full load, not the
 * router: the shell (header, dark layout, menus) is rendered on the server for the account's role.
 */
export const pageNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};
