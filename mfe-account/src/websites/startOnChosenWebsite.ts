/**
 * A full page load of the home page: once the session acts on another website, every app starts again from that
 * website's init (theme, navigation, pages, cart). Its own module so tests can replace it.
 */
export function startOnChosenWebsite(): void {
  window.location.assign('/');
}
