/** A full page reload: after a new pincode every app starts again from the server's answer for it. */
export function reloadPage(): void {
  window.location.reload();
}
